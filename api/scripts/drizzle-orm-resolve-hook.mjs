// Resolves `drizzle-orm` imports made by the hoisted drizzle-kit to the copy installed under api/.
const API_PACKAGE_JSON = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: API_PACKAGE_JSON });
  }
  return nextResolve(specifier, context);
}
