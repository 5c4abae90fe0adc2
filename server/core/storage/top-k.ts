/**
 * The first `count` of `0 … size-1` in the order `compare` gives, sorted: a bounded heap,
 * O(size · log count), so that page 1 of 200 000 rows does not sort them all.
 */
export function firstInOrder(size: number, count: number, compare: (a: number, b: number) => number): number[] {
  if (count >= size / 8) return Array.from({ length: size }, (_, index) => index).sort(compare).slice(0, count);
  if (count <= 0) return [];

  // A max-heap of the best `count` seen so far: its root is the worst of them.
  const heap: number[] = [];
  const above = (a: number, b: number) => compare(heap[a], heap[b]) > 0;
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b], heap[a]]);
  const siftUp = (at: number) => {
    for (let child = at; child > 0; ) {
      const parent = (child - 1) >> 1;
      if (!above(child, parent)) break;
      swap(child, parent);
      child = parent;
    }
  };
  const siftDown = (at: number) => {
    for (let parent = at; ; ) {
      const left = parent * 2 + 1;
      const right = left + 1;
      let largest = parent;
      if (left < heap.length && above(left, largest)) largest = left;
      if (right < heap.length && above(right, largest)) largest = right;
      if (largest === parent) return;
      swap(parent, largest);
      parent = largest;
    }
  };
  for (let index = 0; index < size; index += 1) {
    if (heap.length < count) {
      heap.push(index);
      siftUp(heap.length - 1);
    } else if (compare(index, heap[0]) < 0) {
      heap[0] = index;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
