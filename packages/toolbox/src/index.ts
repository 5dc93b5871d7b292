// The toolbox modules land with the toolbox issue; see README.md.
export {};
