/** The pages a paging bar offers: the first, the last, and the current one with its neighbours. */
export function pageNumbers(current: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const pages = [...wanted].sort((a, b) => a - b);
  const shown: (number | 'gap')[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) shown.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) shown.push('gap');
    shown.push(page);
  });
  return shown;
}
