/** The status fields a PUT may send, and their columns: the same for both bare UPDATE routes. */
export const STATUS_COLUMNS: Record<string, string> = {
  statA: 'stat_a',
  statB: 'stat_b',
  statC: 'stat_c',
  statD: 'stat_d',
  statE: 'stat_e',
  statF: 'stat_f',
  statG: 'stat_g',
  statH: 'stat_h',
  statI: 'stat_i',
};
