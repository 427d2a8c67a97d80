/** The calendar's library, the date field's one lazy import (its own chunk, fetched on intent). */
export { default as flatpickr } from 'flatpickr';
