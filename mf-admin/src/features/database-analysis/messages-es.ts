/** The database-analysis screens in Spanish: the messages only they show (composed in app/i18n/messages-es.ts). */
export const DATABASE_ANALYSIS_MESSAGES_ES: Readonly<Record<string, string>> = {
  Collection: 'Colección',
  Documents: 'Documentos',
  'Loading database analysis...': 'Cargando el análisis de la base de datos...',
  'Please log in to access the database analysis': 'Inicia sesión para ver el análisis de la base de datos',
  'Only Admins and Super Admins can see the database analysis':
    'Solo los administradores y superadministradores pueden ver el análisis de la base de datos',
  'Failed to load database analysis': 'No se pudo cargar el análisis de la base de datos',
  Collections: 'Colecciones',
  'Documents per collection': 'Documentos por colección',
  'No collections found': 'No se encontraron colecciones',
  'Database Analysis': 'Análisis de la base de datos',
  'How many records each part of the site holds': 'Cuántos registros guarda cada parte del sitio',
};
