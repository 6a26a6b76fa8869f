import type { KpiGuideGroup } from '@rlo/contract';
import type { GroupText, GuideLabels } from '../types';

export const labels: GuideLabels = {
  what: 'Qué es',
  formula: 'Cómo se calcula',
  read: 'Cómo leerlo',
  tip: 'Consejo',
  onThisScreen: 'En esta pantalla',
  kpisInSection: 'Cifras de esta sección',
};

export const groups: Record<KpiGuideGroup, GroupText> = {
  daily: { title: 'Resumen diario', intro: 'Las cifras del mes a la fecha del local elegido, con el ritmo frente a sus metas.' },
  specificDay: { title: 'Día específico', intro: 'Las cifras de ayer (sábado cuando ayer fue domingo) frente al mismo día de la semana anterior.' },
  monthly: { title: 'Gráfico mensual', intro: 'Los últimos 24 meses en dos bloques de 12. Un bloque muestra el total para importes y conteos, y el promedio de los valores mensuales para las proporciones.' },
  yearly: { title: 'Comparación anual', intro: 'Este año a la fecha frente al año pasado al mismo día, y los años completos anteriores.' },
  weekly: { title: 'Gráfico semanal', intro: 'Semanas de lunes a domingo: esta semana a la fecha frente a las semanas anteriores.' },
  employees: { title: 'Empleados', intro: 'Las cifras de asesores de servicio y técnicos de los dos últimos meses. Los empleados ocultos siguen contando en los totales.' },
  customers: { title: 'Clientes', intro: 'La fidelización mes a mes: clientes nuevos, activos, perdidos, en riesgo y recuperados.' },
  marketing: { title: 'Fuentes de marketing', intro: 'De dónde vienen sus clientes nuevos, mes a mes.' },
};
