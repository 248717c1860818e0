import { avatarRecipe } from "./avatar.recipe.ts";
import { buttonRecipe } from "./button.recipe.ts";
import { dataTableRecipe } from "./data-table.recipe.ts";
import { emptyStateRecipe, progressRecipe, spinnerRecipe } from "./feedback.recipe.ts";
import { fieldRecipe } from "./field.recipe.ts";
import { dialogRecipe, drawerRecipe, menuRecipe, minimisedBarRecipe, toastRecipe } from "./overlay.recipe.ts";
import { selectRecipe } from "./select.recipe.ts";
import { tabsRecipe } from "./tabs.recipe.ts";
import { tagsInputRecipe } from "./tags-input.recipe.ts";

/** Every recipe of the kit, registered by preset.ts; the keys are the names in styled-system/recipes. */
export const recipes = {
  button: buttonRecipe,
};

export const slotRecipes = {
  field: fieldRecipe,
  select: selectRecipe,
  tagsInput: tagsInputRecipe,
  avatar: avatarRecipe,
  emptyState: emptyStateRecipe,
  spinner: spinnerRecipe,
  progress: progressRecipe,
  dialog: dialogRecipe,
  minimisedBar: minimisedBarRecipe,
  drawer: drawerRecipe,
  toast: toastRecipe,
  menu: menuRecipe,
  dataTable: dataTableRecipe,
  tabs: tabsRecipe,
};
