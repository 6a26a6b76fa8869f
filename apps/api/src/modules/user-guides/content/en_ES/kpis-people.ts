import type { KpiText, PeopleKpiKey } from '../types';

// Indicadores de clientes, marketing y empleados (kpis.md §3, §5, §6).
export const kpisPeople: Record<PeopleKpiKey, KpiText> = {
  new_customers: {
    title: 'Clientes nuevos',
    what: 'Los clientes que visitaron el local por primera vez en el periodo.',
    formula: 'Los clientes cuya primera OR cerrada en ese local cae en el periodo (para un mes M: primera visita en M).',
    read: 'Los clientes nuevos reemplazan a los que pierde. Compárelos cada mes con los clientes perdidos.',
    tip: 'Pregunte a cada cliente nuevo cómo lo conoció, para que el gráfico de fuentes de marketing siga siendo útil.',
  },
  returning_customers_count: {
    title: 'Clientes recurrentes',
    what: 'Los clientes que volvieron: tienen una OR cerrada en el periodo y no son nuevos en él.',
    formula: 'Los clientes distintos con una OR cerrada en el periodo, menos los clientes nuevos del periodo.',
    read: 'Un taller sano vive de sus clientes recurrentes; su parte del número de vehículos muestra su fidelización.',
    tip: 'Agende el próximo servicio antes de que el vehículo salga: es la forma más barata de que un cliente vuelva.',
  },
  active_customers: {
    title: 'Clientes activos',
    what: 'Los clientes que vinieron en los últimos 13 meses.',
    formula: 'Para un mes M: los clientes cuya última visita hasta el final de M está entre los meses M−12 y M (13 meses).',
    read: 'Es el tamaño real de su clientela. Debería crecer de forma lenta y constante.',
    tip: 'Divida el número de vehículos mensual entre los clientes activos para ver con qué frecuencia viene un cliente promedio.',
  },
  lost_customers: {
    title: 'Clientes perdidos',
    what: 'Los clientes que acaban de cumplir 12 meses completos sin visitas.',
    formula: 'Para un mes M: los clientes cuya última visita hasta el final de M fue en el mes M−13.',
    read: 'Cada mes cuenta los clientes que se acaban de alejar. Compárelo con los clientes nuevos.',
    tip: 'Abra la lista y llámelos: una llamada personal recupera más clientes que una postal.',
  },
  last7_mon_lost_customers: {
    title: 'Clientes en riesgo (7 meses)',
    what: 'Los clientes cuya última visita fue hace 8 meses: aún no están perdidos, pero se alejan.',
    formula: 'Para un mes M: los clientes cuya última visita hasta el final de M fue en el mes M−8.',
    read: 'Estos clientes aún se pueden recuperar fácilmente. La lista es su mejor lista de llamadas.',
    tip: 'Envíeles un recordatorio del próximo mantenimiento de su vehículo antes de que se pierdan.',
  },
  recovered_customer: {
    title: 'Clientes recuperados',
    what: 'Los clientes perdidos que volvieron.',
    formula: 'Para un mes M: los clientes con una visita en M cuya visita anterior (antes de su primera visita en M) fue en el mes M−13 o antes. La fila muestra ambas visitas y el mes en que el cliente se perdió (mes de la visita anterior + 13).',
    read: 'Mide qué tan bien funcionan sus llamadas y envíos de recuperación.',
    tip: 'Anote qué trajo de vuelta a cada cliente recuperado y repita lo que funciona.',
  },
  lost_customers_one_visit: {
    title: 'Perdidos tras una visita',
    what: 'Los clientes perdidos que solo vinieron una vez, con su proporción y lo que valió esa única visita.',
    formula: 'Número: clientes perdidos con exactamente una visita hasta el final de M. Proporción: perdidos con una visita ÷ perdidos × 100 (0 si no hay perdidos). ORP: el total promedio de esas visitas únicas (0 si no hay ninguna).',
    read: 'Una proporción alta significa que las primeras visitas no se convierten en una relación.',
    tip: 'Haga seguimiento a cada cliente nuevo en la semana siguiente a su visita.',
  },
  attrition: {
    title: 'Deserción %',
    what: 'La parte de sus clientes activos que perdió este mes.',
    formula: 'Clientes perdidos (M) ÷ clientes activos (M) × 100. Es 0 cuando no hay clientes activos.',
    read: 'Más bajo es mejor. Compárela con la adquisición: cuando la adquisición es mayor, su clientela crece.',
    tip: 'Trabaje la lista de 7 meses cada mes; baja la deserción cinco meses después.',
  },
  acquisition: {
    title: 'Adquisición %',
    what: 'Los clientes nuevos como parte de sus clientes activos.',
    formula: 'Clientes nuevos (M) ÷ clientes activos (M) × 100. Es 0 cuando no hay clientes activos.',
    read: 'Más alto es mejor. Muestra qué tan rápido el marketing renueva su clientela.',
    tip: 'Léala con el gráfico de fuentes de marketing para ver qué canal trae a los clientes nuevos.',
  },
  marketing_sources: {
    title: 'Fuentes de marketing',
    what: 'De dónde vinieron sus clientes nuevos, mes a mes.',
    formula: 'Los clientes nuevos de cada mes agrupados por la fuente de marketing registrada en el cliente; los clientes sin fuente cuentan como «Desconocida».',
    read: 'Invierta más en las fuentes que traen clientes y cuestione las que no.',
    tip: 'Una barra «Desconocida» grande significa que no se pregunta la fuente en la recepción.',
  },
  service_advisor_stats: {
    title: 'Cifras de los asesores de servicio',
    what: 'Las cifras de venta de cada asesor de servicio, a partir de las OR cerradas que redactó.',
    formula: 'Los agregados habituales sobre las OR cerradas del asesor: ventas brutas, número de vehículos, ORP, margen bruto y margen %, más el tiempo de mano de obra vendido, el margen de piezas % (tasa de margen de piezas × 100), las horas por OR, el presupuesto promedio (promedio por OR de los importes de las recomendaciones), las piezas vendidas y la tarifa efectiva de mano de obra del asesor.',
    read: 'Compare a los asesores por ORP, horas por OR y margen de piezas más que solo por ventas: el mostrador más ocupado no siempre es el mejor.',
    tip: 'Un presupuesto promedio bajo significa que no se presentan los hallazgos de la inspección; acompañe al asesor en ello.',
  },
  technician_stats: {
    title: 'Cifras de los técnicos',
    what: 'La producción de cada técnico, a partir de las líneas de mano de obra que realizó en OR cerradas.',
    formula: 'Mano de obra vendida, tiempo vendido y real, costo y margen de mano de obra (vendido − costo), número de OR distintas, venta promedio de mano de obra (mano de obra vendida ÷ OR), tarifa efectiva, horas por OR (horas vendidas ÷ OR), horas vendidas por día (horas vendidas ÷ días de esas OR), y las piezas y neumáticos vendidos en las OR donde es el técnico principal.',
    read: 'Las horas vendidas por día son la cifra de productividad más clara. Los empleados ocultos siguen contando en los totales del taller.',
    tip: 'Compare horas vendidas y horas reales por técnico: muestra quién necesita formación y quién necesita más trabajo.',
  },
};
