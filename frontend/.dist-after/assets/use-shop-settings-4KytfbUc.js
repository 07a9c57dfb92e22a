import{b3 as r}from"./shop-CU66hocV.js";function u(e){return e.split(`
`).map(s=>s.trim()).filter(Boolean).map(s=>{const t=s.indexOf(": ");return t>0?{days:s.slice(0,t),hours:s.slice(t+2)}:{days:s,hours:""}})}function a(){return r({query:{staleTime:6e5}}).data?.data}export{u as b,a as u};
