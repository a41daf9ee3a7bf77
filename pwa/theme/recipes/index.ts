import { badgeRecipe } from './badge.recipe';
import { buttonRecipe } from './button.recipe';
import { cardRecipe } from './card.recipe';
import { dialogRecipe } from './dialog.recipe';
import { fieldRecipe } from './field.recipe';
import { inputRecipe } from './input.recipe';
import { menuRecipe } from './menu.recipe';
import { panelRecipe } from './panel.recipe';
import { spinnerRecipe } from './spinner.recipe';
import { tabsRecipe } from './tabs.recipe';
import { toastRecipe } from './toast.recipe';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  card: cardRecipe,
  input: inputRecipe,
  panel: panelRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  dialog: dialogRecipe,
  field: fieldRecipe,
  menu: menuRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
};
