/**
 * glibc's `malloc_trim(0)`, through the `koffi` FFI: gives the kernel back the free pages of every
 * malloc arena, the main heap's middle included. glibc only returns what sits at the top of its heap,
 * and only above a trim threshold that rises with use (a freed block served by its own `mmap` lifts
 * it), so after a burst of requests the pages that compression, PGlite and the renderer allocated
 * and freed stay in the process's RSS. The idle collection calls it after the full collections
 * (`pnpm bench memory` on PGlite: RSS 15 s after load +3, +3, +9, +14 % of idle in four runs without
 * it, +1, +3, +1, −1, +4 % in five with it; ADR 0005).
 *
 * Resolves to nothing where there is no glibc (macOS, musl) or the FFI does not load: the server
 * then runs as before, without the trim.
 */
export async function loadMallocTrim(): Promise<(() => boolean) | undefined> {
  try {
    const { default: koffi } = await import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    // 1 when memory was given back, 0 when there was none to give.
    return () => trim(0) === 1;
  } catch {
    return undefined;
  }
}
