import type { QuestionCategory } from '@dockside/shared/community';
import { css } from 'styled-system/css';
import { Tabs } from '@/components/ui/tabs';
import { COMMUNITY_TEXTS } from '../community.constants';
import { QUESTION_TABS, type QuestionListState, type QuestionTab, writeListState } from '../utils/question-list';
import { CategorySidebar } from './category-sidebar';
import { QuestionList } from './question-list';

const TAB_LABELS: Record<QuestionTab, string> = {
  latest: COMMUNITY_TEXTS.tabLatest,
  top: COMMUNITY_TEXTS.tabTop,
  unanswered: COMMUNITY_TEXTS.tabUnanswered,
};

interface QuestionsBoardProps {
  state: QuestionListState;
  onChange: (state: QuestionListState) => void;
}

/** Spec §2 list: the category sidebar and the tabs Latest / Top Voted / Unanswered over the questions. */
export function QuestionsBoard({ state, onChange }: QuestionsBoardProps) {
  const listSearch = writeListState(state).toString();
  return (
    <div className={layout}>
      <div className={sidebar}>
        <CategorySidebar selected={state.category} onSelect={(category: QuestionCategory | null) => onChange({ ...state, category })} />
      </div>
      <Tabs.Root
        value={state.tab}
        onValueChange={(details) => onChange({ ...state, tab: details.value as QuestionTab })}
        lazyMount
        unmountOnExit
        className={css({ minWidth: '0' })}
      >
        <Tabs.List>
          {QUESTION_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {QUESTION_TABS.map((tab) => (
          <Tabs.Content key={tab} value={tab}>
            {tab === state.tab ? <QuestionList state={state} listSearch={listSearch} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '16rem minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});
const sidebar = css({ position: { lg: 'sticky' }, top: { lg: '4' }, minWidth: '0' });
