// The `source` export condition is the workspace's own: it points `@wedding/*` packages at their
// TypeScript sources. Some published packages (react-aria, react-aria-components, react-stately,
// @internationalized/*) declare a `source` condition too, pointing at files they do not ship or at
// raw TypeScript that jest does not transform, so for every other package the condition is dropped.
module.exports = (request, options) => {
  const bare = !request.startsWith('.') && !request.startsWith('/') && !request.startsWith('@wedding/');
  if (!bare || !options.conditions) return options.defaultResolver(request, options);
  return options.defaultResolver(request, {
    ...options,
    conditions: options.conditions.filter((condition) => condition !== 'source'),
  });
};
