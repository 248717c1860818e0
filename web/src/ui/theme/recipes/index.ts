/** Every slot recipe of the kit, registered by preset.ts. */
export const slotRecipes = {};
