import { modalCardStyles } from '../../ui/dialog/modal-card.styles';

/** Styles of the benchmarking dialog: part of its lazy chunk, adopted by the shadow root on first show. */
export const benchmarkingDialogStyles = `
${modalCardStyles('benchmarking', '32em')}
.benchmarking-confirm { display: flex; align-items: flex-start; gap: .5em; margin: 0 0 1em; cursor: pointer; }
.benchmarking-confirm input { inline-size: 1.125em; block-size: 1.125em; margin: .15em 0 0; flex: none; }
`;
