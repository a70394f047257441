/**
 * A value built the first time it is asked for. The first `Intl` formatter a browser tab builds loads the time-zone
 * and locale data, which costs a cheap phone tens of milliseconds; built while the modules load, that cost joins one
 * long task that holds up the first tap, so formatters are built where they are first used instead.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => {
    value ??= { built: build() };
    return value.built;
  };
}
