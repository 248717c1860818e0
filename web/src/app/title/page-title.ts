export const productName = "Workledger";

/** '{product} - {page title}', or '{product}' alone when the page has no title. */
export const pageTitle = (product: string, title?: string | null): string =>
  title && title.trim().length > 0 ? `${product} - ${title}` : product;
