import { badgeRecipe } from './badge.recipe';
import { buttonRecipe } from './button.recipe';
import { cardLinkRecipe } from './card-link.recipe';
import { cardRecipe } from './card.recipe';
import { checkboxRecipe } from './checkbox.recipe';
import { chipRecipe } from './chip.recipe';
import { dialogRecipe } from './dialog.recipe';
import { discRecipe } from './disc.recipe';
import { fieldRecipe } from './field.recipe';
import { headingRecipe } from './heading.recipe';
import { iconButtonRecipe } from './icon-button.recipe';
import { inputRecipe } from './input.recipe';
import { listRowRecipe } from './list-row.recipe';
import { menuRecipe } from './menu.recipe';
import { navLinkRecipe } from './nav-link.recipe';
import { noticeRecipe } from './notice.recipe';
import { panelRecipe } from './panel.recipe';
import { pillRecipe } from './pill.recipe';
import { searchBoxRecipe } from './search-box.recipe';
import { selectRecipe } from './select.recipe';
import { spinnerRecipe } from './spinner.recipe';
import { tabsRecipe } from './tabs.recipe';
import { toastRecipe } from './toast.recipe';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  card: cardRecipe,
  cardLink: cardLinkRecipe,
  checkbox: checkboxRecipe,
  chip: chipRecipe,
  disc: discRecipe,
  heading: headingRecipe,
  iconButton: iconButtonRecipe,
  input: inputRecipe,
  listRow: listRowRecipe,
  navLink: navLinkRecipe,
  notice: noticeRecipe,
  panel: panelRecipe,
  pill: pillRecipe,
  select: selectRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  dialog: dialogRecipe,
  field: fieldRecipe,
  menu: menuRecipe,
  searchBox: searchBoxRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
};
