/** The organisation tree's page, beside the enterprises' list (the lists of the four levels link to it). */
export const ORG_TREE_PATH = '/app/effectif/enterprise/tree';
