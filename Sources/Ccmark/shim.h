#include <cmark.h>
#include <stddef.h>

// memmem (glibc, BSD libc) is not exported by Swift's Glibc module; the
// GitHub extensions' pre-checks use it to find `://` and `www.` fast.
void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);
