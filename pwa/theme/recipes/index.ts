import { badgeRecipe } from './badge.recipe';
import { buttonRecipe } from './button.recipe';
import { dialogRecipe } from './dialog.recipe';
import { fieldRecipe } from './field.recipe';
import { inputRecipe } from './input.recipe';
import { menuRecipe } from './menu.recipe';
import { tabsRecipe } from './tabs.recipe';
import { toastRecipe } from './toast.recipe';

export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  input: inputRecipe,
};

export const slotRecipes = {
  dialog: dialogRecipe,
  field: fieldRecipe,
  menu: menuRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
};
