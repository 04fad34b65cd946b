/** Shows a field of cents as money in the admin panel's lists (the edit view keeps the number). */
export const centsCell = { components: { Cell: '/src/components/admin/CentsCell.client#CentsCell' } } as const
