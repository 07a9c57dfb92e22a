import{j as r}from"./vendor-DxB92rDr.js";function a(){return r.jsx("span",{className:"required-mark","aria-hidden":"true",children:" *"})}export{a as R};
