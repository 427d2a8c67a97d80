/** Search folding (accents stripped, lower-cased, ß → ss, ø → o…): the elements' own rule, shared. */
export { fold } from '../../../../src/lib/search-text';
