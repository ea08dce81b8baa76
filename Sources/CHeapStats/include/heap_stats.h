#ifndef TACTILE_HEAP_STATS_H
#define TACTILE_HEAP_STATS_H

/// Bytes the C allocator has handed out and not yet had back (glibc's mallinfo2: small and large
/// blocks in use), or -1 where the allocator cannot tell. Unlike resident memory, this falls as
/// soon as memory is freed, whatever the allocator keeps for reuse.
long long tactile_heap_in_use(void);

/// Gives the allocator's free memory back to the system (glibc's malloc_trim(0): the top of each
/// heap, and the free pages inside its arenas), so that resident memory read next is what is in
/// use plus fragmentation, not what the allocator keeps for reuse. Does nothing elsewhere.
void tactile_heap_trim(void);

#endif
