import{ar as a}from"./shop-CU66hocV.js";function o(t){return{subtotal:a(t.subtotal),shipping:a(t.shipping),tax:a(t.tax),total:a(t.total)}}export{o};
