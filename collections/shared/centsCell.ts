/**
 * A field of cents in the admin panel: the lists show it as money; the edit view keeps the number and says
 * its unit.
 */
export const centsCell = {
  components: { Cell: '/src/components/admin/CentsCell.client#CentsCell' },
  description: { en: 'In euro cents', de: 'In Euro-Cent' },
} as const
