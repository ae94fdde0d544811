// uPlot's stylesheet, loaded with the chart (components/chart/BarChart.tsx).
declare module 'uplot/dist/uPlot.min.css';
