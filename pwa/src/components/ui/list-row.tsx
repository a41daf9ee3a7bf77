/**
 * A full-width row in a list that reacts to the pointer (a chat room, a filter option); the screen adds its
 * gap, padding and hover colour: `cx(listRowStyles(), css({ gap: '3', px: '2' }))`.
 */
export { listRow as listRowStyles } from 'styled-system/recipes';
