// Debian's libmimalloc-dev: the allocator the programs link (see
// Package.swift), and its options.
#include <mimalloc.h>
