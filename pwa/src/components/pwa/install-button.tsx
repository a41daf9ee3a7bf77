import { css, cx } from 'styled-system/css';
import { Icon } from '@/components/icons';
import { promptInstall, useCanInstall } from './install-prompt';
import { PWA_TEXTS } from './pwa.constants';

interface InstallButtonProps {
  /** 'bar': the header's action area (wide screens); 'menu': an entry of the mobile menu. */
  placement: 'bar' | 'menu';
  className?: string;
  onDone?: () => void;
}

/** 'Install app', shown only after the browser offered installation (beforeinstallprompt). */
export default function InstallButton({ placement, className, onDone }: InstallButtonProps) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className={cx(placement === 'bar' ? styles.bar : styles.menu, className)}
      onClick={() => {
        onDone?.();
        void promptInstall();
      }}
    >
      <Icon width={20} height={20}>
        <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
      </Icon>
      {PWA_TEXTS.install}
    </button>
  );
}

const shared = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  borderRadius: 'control',
  color: 'fg.inverted',
  fontWeight: 'semibold',
  cursor: 'pointer',
} as const;

const styles = {
  bar: css({
    ...shared,
    minHeight: 'touch',
    px: '3',
    borderWidth: '1px',
    borderColor: 'navy.400',
    whiteSpace: 'nowrap',
    _hover: { bg: 'navy.800', color: 'accent.onDark' },
  }),
  menu: css({ ...shared, width: 'full', minHeight: '3rem', px: '3', fontSize: 'lg', _hover: { bg: 'navy.800' } }),
};
