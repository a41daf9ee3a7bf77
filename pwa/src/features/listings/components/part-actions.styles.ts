import { css } from 'styled-system/css';

/** The column of actions beside a part (the owner's or a visitor's). */
export const actions = css({ display: 'flex', flexDirection: 'column', gap: '3' });
