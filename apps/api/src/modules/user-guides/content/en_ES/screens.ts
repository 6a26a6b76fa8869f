import type { ScreenGuideKey } from '@rlo/contract';
import type { ScreenText } from '../types';

export const screens: Record<ScreenGuideKey, ScreenText> = {
  dashboard: {
    title: 'Panel',
    intro: 'Las cifras de su taller de un vistazo, a partir de las órdenes de reparación que su sistema de gestión envía cada día. Solo cuentan las OR cerradas.',
    points: [
      'Elija un local, o Todos los locales, arriba; todas las secciones siguen esa elección.',
      'Resumen diario: ventas, vehículos, ORP y margen bruto del mes a la fecha, con el ritmo frente a sus objetivos de previsión.',
      'Día específico: ayer (sábado cuando ayer fue domingo) frente al mismo día de la semana anterior.',
      'Gráfico mensual: 24 meses en dos bloques de 12; elija el grupo y la cifra, y muestre su línea de meta.',
      'Comparación anual y gráfico semanal: este año frente al anterior, esta semana hasta hoy frente a toda la semana anterior.',
      'Empleados, clientes y fuentes de marketing: cifras de asesores y técnicos, fidelización y origen de los clientes nuevos.',
      'El icono de información junto al título de cada sección abre la guía de las cifras de esa sección.',
    ],
    tip: 'Las secciones se cargan al desplazarse, así que la parte superior está lista enseguida.',
  },
  locations: {
    title: 'Locales',
    intro: 'Todos los locales de su cuenta y el estado de su sincronización.',
    points: [
      'Verde: sincronización activa. Amarillo: desactivada. Rojo: la última sincronización tiene más de 3 días («not sync\'d something is wrong»). Gris: aún sin configurar.',
      'Resincronizar pide al agente que vuelva a enviar un rango de fechas; reenviar el correo diario vuelve a enviar el resumen de un día. Cada acción se bloquea 48 horas por local tras usarla.',
      'Abra un local para ver sus órdenes de reparación y recomendaciones.',
    ],
    tip: 'Un local en rojo suele significar que el equipo donde corre el agente estuvo apagado o sin conexión.',
  },
  locationSetup: {
    title: 'Configuración del local',
    intro: 'Cómo llegan al portal las órdenes de reparación de un local: el agente de escritorio, su token y su guía de instalación en 12 pasos, y las dos vías sin agente.',
    points: [
      'Elija el local arriba; el token del agente y los pasos son de ese local.',
      'El paso 1 tiene el botón <strong>Descargar el agente</strong> cuando hay una descarga configurada para su cuenta. Si no la hay, el paso lo dice: escriba a support@rlotraining.com y le enviamos el instalador.',
      'Emita el token del agente del local (propietarios y administradores) y péguelo en el agente; se muestra una sola vez, y renovarlo desconecta al agente que usa el anterior.',
      'Sin agente: suba una exportación CSV de sus órdenes de reparación en la página Ubicaciones o, para un taller Tekmetric, ingrese sus credenciales de API en Configuración &gt; Sistema de gestión y el portal trae las órdenes cada hora.',
    ],
    tip: 'Revise la zona horaria y los días laborables del local (Ubicaciones, editar) antes de la primera sincronización, para que las cifras diarias caigan en las fechas correctas y el pronóstico cuente los días correctos.',
  },
  desktopAgent: {
    title: 'Instalación del agente de escritorio',
    intro: 'El agente de escritorio es un pequeño programa de Windows para la computadora del taller: lee su sistema de gestión y envía sus órdenes de reparación al portal cada pocos minutos.',
    points: [
      'Dónde obtenerlo: Configuración de ubicación, paso 1, <strong>Descargar el agente</strong>. El botón aparece cuando hay una descarga configurada para su cuenta; mientras tanto el paso lo dice, y support@rlotraining.com le envía el instalador.',
      'Instálelo como administrador en una computadora que llegue a la base de datos de su sistema de gestión y pegue en su primera pantalla el token del agente del local (emitido en Configuración de ubicación).',
      'Elija su sistema de gestión, ingrese la conexión a la base de datos, pulse Probar y luego inicie la primera sincronización; el historial llega por lotes y después las órdenes nuevas cada pocos minutos.',
      'La luz del local en la página Ubicaciones se pone verde en cuanto llega una sincronización; roja significa que no llegó nada en más de 3 días.',
      'Otras vías, sin agente: una exportación CSV subida en la página Ubicaciones, o la conexión Tekmetric en Configuración &gt; Sistema de gestión.',
    ],
    tip: 'Deje la computadora encendida en horario de trabajo y por la noche: el agente solo envía mientras está en marcha.',
  },
  worksheets: {
    title: 'Hojas de trabajo',
    intro: 'Hojas mensuales donde registra las cifras que su sistema de gestión no envía (suscripción RLO Estándar).',
    points: [
      'Elija primero un local; una hoja nueva usa la Composite Worksheet (versión 2).',
      'Complete los campos de cada categoría; las cifras que vienen de sus datos se completan solas.',
      'La tabla lista sus hojas con su periodo y estado; abra una para editarla o eliminarla.',
    ],
    tip: 'Complete la hoja en los primeros días del mes, cuando el mes anterior está fresco.',
  },
  shopComparison: {
    title: 'Comparación de talleres',
    intro: 'Sus locales lado a lado, cada periodo comparado con el mismo periodo del año anterior (suscripción Correo diario RLO).',
    points: [
      'Vista resumen: ventas, vehículos, ORP, horas, tarifa efectiva y margen bruto del día específico, la semana, el mes, el mes pasado, el año a la fecha y los últimos 12 meses.',
      'Vista clientes: clientes activos, nuevos, perdidos y perdidos a 7 meses por local.',
      'La semana se compara con la semana anterior y el día específico con el mismo día de la semana anterior.',
      'Aquí los importes se muestran en dólares enteros y las horas en horas enteras.',
    ],
    tip: 'Busque el local cuyas variaciones difieren de las demás: ahí conviene acompañar primero.',
  },
  measureMyShop: {
    title: 'Medir mi taller',
    intro: 'Su taller frente a talleres comparables: el taller más alto, el taller más bajo y el taller promedio, por año y por mes (suscripción Medir mi taller).',
    points: [
      'Elija sus números de técnicos para compararse con talleres de su tamaño.',
      'Lea ventas, ORP, vehículos por día y tasas de margen frente a sus pares.',
    ],
    tip: 'Elija una cifra en la que esté por debajo del promedio y conviértala en su meta del trimestre.',
  },
  reports: {
    title: 'Informes',
    intro: 'Un informe resumen para cualquier periodo: ventas, descuentos, costos y margen por mano de obra, piezas, neumáticos, subcontratación y otras ventas.',
    points: [
      'Elija el local y un periodo predefinido (este mes, el mes pasado, este año…) o personalizado; ambas fechas son obligatorias y el fin no puede ser anterior al inicio.',
      'Los totales muestran las ventas con y sin descuentos y otras ventas, el costo, el margen y el margen %.',
      'Debajo: ORP, número de OR, horas vendidas, tarifa efectiva, margen por OR y por hora vendida.',
      'Imprima o exporte el informe para su contador o su reunión de equipo.',
    ],
    tip: 'Genere el informe del mes pasado el primer día laborable de cada mes y guárdelo con su hoja de trabajo.',
  },
  categoryReport: {
    title: 'Informe por categoría',
    intro: 'Ventas, costos y margen de piezas y mano de obra por categoría (frenos, neumáticos, mantenimiento…), en un rango de fechas.',
    points: [
      'Elija las categorías y el rango (como muy pronto desde el inicio del año pasado); filtre por asesor o técnico si lo desea.',
      'Haga clic en una categoría para listar sus órdenes de reparación; esa lista cubre como máximo 7 días.',
    ],
    tip: 'Asigne primero sus categorías (Asignar categorías), o el informe no tendrá con qué agrupar.',
  },
  mapCategory: {
    title: 'Asignar categorías',
    intro: 'Haga coincidir las categorías de su sistema de gestión con las del panel.',
    points: [
      'Elija primero una categoría del panel y luego arrastre sobre ella las categorías del sistema de gestión.',
      'Un local está asignado cuando todas sus categorías lo están.',
      'Quite una asignación para mover una categoría a otro lugar.',
    ],
    tip: 'Se asigna una vez por local; las categorías nuevas de su sistema aparecen aquí para asignarlas.',
  },
  coachingGoals: {
    title: 'Metas de coaching',
    intro: 'Objetivos para sus cifras clave, por local, que aparecen como líneas de meta en los gráficos (propietarios y administradores).',
    points: [
      'Se pueden fijar metas para ventas brutas, margen bruto, ORP, número de vehículos y margen bruto sin otras ventas.',
      'El ritmo frente a la meta del panel usa los objetivos de previsión (Objetivos de previsión en el panel), no estas metas de coaching.',
    ],
    tip: 'Fije las metas con su coach: metas ambiciosas pero alcanzables motivan al equipo.',
  },
  coachComments: {
    title: 'Comentarios del coach',
    intro: 'Las notas que su coach escribe sobre sus cifras y órdenes de reparación (suscripción Correo diario RLO).',
    points: [
      'Listas por indicador, por orden de reparación y por correo diario; los comentarios no leídos se cuentan en el menú.',
      'Abrir un comentario lo marca como leído.',
      'Desde un comentario puede pedir una llamada de coaching o una capacitación; la solicitud se guarda, se envía a su coach y se reenvía hasta que llegue.',
    ],
  },
  employeeComments: {
    title: 'Acompañar a mis empleados / Comentarios del propietario',
    intro: 'Los propietarios escriben a sus empleados sobre sus cifras; los empleados los leen aquí.',
    points: [
      'Propietarios: elija empleados, escriba el comentario y vea las cifras de cada asesor y técnico de los dos últimos meses.',
      'Empleados: los comentarios dirigidos a usted; se marcan como leídos al abrirlos.',
      'Correos a clientes: los correos diarios enviados, con su estado de entrega.',
    ],
  },
  coachingCall: {
    title: 'Llamada de coaching',
    intro: 'Reserve una llamada con su coach.',
    points: [
      'Elija el local, hasta 3 fechas preferidas y una franja horaria, indique un teléfono y el tema.',
      'La solicitud llega a su coach por correo; si el envío falla, el servidor lo sigue intentando.',
      'Sus solicitudes anteriores se listan con su estado.',
    ],
  },
  allCustomers: {
    title: 'Todos los clientes',
    intro: 'Los clientes de un local, con sus vehículos, órdenes de reparación y actividad.',
    points: [
      'Busque por nombre, teléfono o correo; abra un cliente para ver el detalle.',
      'Los duplicados (mismo nombre y un teléfono o correo en común) se pueden fusionar: se conserva el cliente más antiguo y todas las OR y vehículos pasan a él.',
    ],
    tip: 'Fusione los duplicados con regularidad: falsean los números de clientes nuevos, perdidos y activos.',
  },
  emailCount: {
    title: 'Conteo de correos',
    intro: 'Estadísticas de clientes: cuántos clientes del local tienen un correo registrado.',
    points: ['Cuanto mayor sea la parte con correo, a más clientes llegan sus recordatorios y boletines.'],
  },
  roAudit: {
    title: 'Auditoría de OR',
    intro: 'Las últimas órdenes de reparación recibidas de su sistema de gestión, para comprobar que los datos llegan completos.',
    points: ['Páginas de 5 OR; abra una para ver sus líneas, el cliente y el vehículo.', 'Úsela para revisar una OR que parece incorrecta en el panel.'],
  },
  deletedRos: {
    title: 'OR eliminadas',
    intro: 'Las órdenes de reparación quitadas de las cifras (solo propietarios).',
    points: ['Restaurar devuelve la OR al estado CLOSED y vuelve a contar de inmediato.', 'Páginas de 10; filtre por periodo o muestre todo.'],
  },
  settings: {
    title: 'Configuración',
    intro: 'Su cuenta, sus usuarios, la conexión con el sistema de gestión y el historial de facturación.',
    points: [
      'Cuenta: datos de la empresa y tarjeta registrada.',
      'Usuarios: agregue usuarios y asígneles un rol (Propietario-Gerente general, Asesor de servicio-Gerente de local o Usuario).',
      'Sistema de gestión: la conexión con un sistema en línea (como Protractor o Tekmetric).',
      'Historial de facturación: sus facturas y pagos.',
    ],
  },
  helpVideos: {
    title: 'Videos de ayuda',
    intro: 'Videos cortos que muestran cómo usar el portal.',
    points: ['Reproduzca un video en la página o ábralo en una pestaña nueva.'],
  },
  userGuide: {
    title: 'Guías de usuario',
    intro: 'Todas las guías del portal en un solo lugar: una por pantalla y una por indicador.',
    points: ['Busque por nombre, filtre guías de pantalla o de indicador y abra una guía para leerla.', 'Los iconos de información del portal abren las mismas guías.'],
  },
};
