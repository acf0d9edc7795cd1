// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s

cuda_tile.module @m {
  // Integer ops get the interpreter's values where LLVM's are undefined.
  // CHECK-LABEL: llvm.func @int_ops(
  // CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[L:[^:]+]]: i64)
  // mulhii: the high half of the unsigned double-width product.
  // CHECK: %[[AW:.+]] = llvm.zext %[[A]] : i32 to i64
  // CHECK: %[[BW:.+]] = llvm.zext %[[B]] : i32 to i64
  // CHECK: %[[P:.+]] = llvm.mul %[[AW]], %[[BW]] : i64
  // CHECK: %[[HI:.+]] = llvm.lshr %[[P]], %{{.+}} : i64
  // CHECK: llvm.trunc %[[HI]] : i64 to i32
  // CHECK: llvm.mul %{{.+}}, %{{.+}} : i128
  // absi wraps at INT_MIN; negi is 0 - x.
  // CHECK: "llvm.intr.abs"(%[[A]]) <{is_int_min_poison = false}> : (i32) -> i32
  // CHECK: llvm.sub %{{.+}}, %[[A]] : i32
  // divi toward -inf: x / -1 is computed as 0 - x, otherwise the truncated
  // quotient moves down when the remainder and the divisor differ in sign.
  // CHECK: %[[M1:.+]] = llvm.icmp "eq" %[[B]], %{{.+}} : i32
  // CHECK: %[[DIV:.+]] = llvm.select %[[M1]], %{{.+}}, %[[B]] : i1, i32
  // CHECK: %[[Q:.+]] = llvm.sdiv %[[A]], %[[DIV]] : i32
  // CHECK: %[[R:.+]] = llvm.srem %[[A]], %[[DIV]] : i32
  // CHECK: %[[X:.+]] = llvm.xor %[[R]], %[[B]] : i32
  // CHECK: %[[NEG:.+]] = llvm.icmp "slt" %[[X]]
  // CHECK: %[[DOWN:.+]] = llvm.and %{{.+}}, %[[NEG]] : i1
  // CHECK: %[[D:.+]] = llvm.zext %[[DOWN]] : i1 to i32
  // CHECK: llvm.sub %[[Q]], %[[D]] : i32
  // unsigned toward +inf adds one for a nonzero remainder.
  // CHECK: llvm.udiv %[[A]], %[[B]] : i32
  // CHECK: llvm.urem %[[A]], %[[B]] : i32
  // Shifts by the bit width or more: sign fill, or 0.
  // CHECK: %[[BIG:.+]] = llvm.icmp "uge" %[[B]], %{{.+}} : i32
  // CHECK: %[[AMT:.+]] = llvm.select %[[BIG]], %{{.+}}, %[[B]] : i1, i32
  // CHECK: llvm.ashr %[[A]], %[[AMT]] : i32
  // CHECK: %[[SHL:.+]] = llvm.shl %[[A]], %[[B]] : i32
  // CHECK: %[[BIG2:.+]] = llvm.icmp "uge" %[[B]], %{{.+}} : i32
  // CHECK: llvm.select %[[BIG2]], %{{.+}}, %[[SHL]] : i1, i32
  entry @int_ops(%a: tile<i32>, %b: tile<i32>, %l: tile<i64>) {
    %0 = mulhii %a, %b : tile<i32>
    %1 = mulhii %l, %l : tile<i64>
    %2 = absi %a : tile<i32>
    %3 = negi %a : tile<i32>
    %4 = divi %a, %b signed rounding<negative_inf> : tile<i32>
    %5 = divi %a, %b unsigned rounding<positive_inf> : tile<i32>
    %6 = shri %a, %b signed : tile<i32>
    %7 = shli %a, %b : tile<i32>
    return
  }

  // Rounding modes and flush_to_zero select the NVVM rounded intrinsics;
  // subf is an add of the negation.
  // CHECK-LABEL: llvm.func @rounded(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[Y:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[H:[^:]+]]: f16)
  // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[X]], %[[Y]]) : (f32, f32) -> f32
  // CHECK: %[[NY:.+]] = llvm.fneg %[[Y]] : f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.add.rp.ftz.f"(%[[X]], %[[NY]]) : (f32, f32) -> f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.mul.rm.d"(%[[D]], %[[D]]) : (f64, f64) -> f64
  // CHECK: llvm.call_intrinsic "llvm.nvvm.div.approx.f"(%[[X]], %[[Y]])
  // CHECK: llvm.call_intrinsic "llvm.nvvm.div.full.ftz"(%[[X]], %[[Y]])
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fma.rz.ftz.f"(%[[X]], %[[Y]], %[[X]]) : (f32, f32, f32) -> f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rp.f"(%[[X]]) : (f32) -> f32
  // Nearest-even without flush_to_zero is plain LLVM arithmetic.
  // CHECK: llvm.fmul %[[X]], %[[Y]] : f32
  // f16 in a directed mode: the f32 op in that mode, rounded again to f16
  // in the same direction (toward zero: the low bits are dropped).
  // CHECK: %[[HX:.+]] = llvm.fpext %[[H]] : f16 to f32
  // CHECK: %[[S:.+]] = llvm.call_intrinsic "llvm.nvvm.add.rz.f"(%[[HX]], %{{.+}}) : (f32, f32) -> f32
  // CHECK: llvm.bitcast %[[S]] : f32 to i32
  // CHECK-NOT: llvm.call
  // CHECK: %[[BITS:.+]] = llvm.trunc %{{.+}} : i32 to i16
  // CHECK: llvm.bitcast %[[BITS]] : i16 to f16
  entry @rounded(%x: tile<f32>, %y: tile<f32>, %d: tile<f64>, %h: tile<f16>) {
    %0 = addf %x, %y rounding<zero> : tile<f32>
    %1 = subf %x, %y rounding<positive_inf> flush_to_zero : tile<f32>
    %2 = mulf %d, %d rounding<negative_inf> : tile<f64>
    %3 = divf %x, %y rounding<approx> : tile<f32>
    %4 = divf %x, %y rounding<full> flush_to_zero : tile<f32>
    %5 = fma %x, %y, %x rounding<zero> flush_to_zero : tile<f32>
    %6 = sqrt %x rounding<positive_inf> : tile<f32>
    %7 = mulf %x, %y : tile<f32>
    %8 = addf %h, %h rounding<zero> : tile<f16>
    return
  }

  // maxf/minf: without propagate_nan a NaN operand loses (maximumnum);
  // with it NaN wins (maximum); flush_to_zero uses the NVVM ftz forms.
  // CHECK-LABEL: llvm.func @math(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[Y:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[H:[^:]+]]: f16)
  // CHECK: llvm.call_intrinsic "llvm.maximumnum"(%[[X]], %[[Y]]) : (f32, f32) -> f32
  // CHECK: llvm.intr.maximum(%[[X]], %[[Y]]) : (f32, f32) -> f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.ftz.f"(%[[X]], %[[Y]])
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmax.ftz.nan.f"(%[[X]], %[[Y]])
  // CHECK: llvm.intr.minimum(%[[H]], %[[H]]) : (f16, f16) -> f16
  // remf is libdevice's exact fmod.
  // CHECK: llvm.call @__nv_fmodf(%[[X]], %[[Y]])
  // CHECK: llvm.intr.fabs(%[[X]])
  // CHECK: llvm.intr.ceil(%[[X]])
  // CHECK: llvm.intr.floor(%[[D]])
  // exp and tanh rounding<approx>: __nv_fast_expf and tanh.approx.f32.
  // CHECK: llvm.call @__nv_fast_expf(%[[X]])
  // CHECK: llvm.inline_asm "tanh.approx.f32 $0, $1;", "=f,f" %[[X]] : (f32) -> f32
  // CHECK: llvm.call @__nv_tanhf(%[[X]])
  // CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz"(%[[X]]) : (f32) -> f32
  // f16 transcendentals compute in f32.
  // CHECK: %[[HX:.+]] = llvm.fpext %[[H]] : f16 to f32
  // CHECK: %[[AT:.+]] = llvm.call @__nv_atan2f(%[[HX]], %{{.+}})
  // CHECK: llvm.fptrunc %[[AT]] : f32 to f16
  // CHECK: llvm.call @__nv_cosh(%[[D]]) : (f64) -> f64
  // CHECK: llvm.call @__nv_sinf(%[[X]])
  // CHECK: llvm.call @__nv_log2f(%[[X]])
  entry @math(%x: tile<f32>, %y: tile<f32>, %d: tile<f64>, %h: tile<f16>) {
    %0 = maxf %x, %y : tile<f32>
    %1 = maxf %x, %y propagate_nan : tile<f32>
    %2 = minf %x, %y flush_to_zero : tile<f32>
    %3 = maxf %x, %y flush_to_zero propagate_nan : tile<f32>
    %4 = minf %h, %h propagate_nan : tile<f16>
    %5 = remf %x, %y : tile<f32>
    %6 = absf %x : tile<f32>
    %7 = ceil %x : tile<f32>
    %8 = floor %d : tile<f64>
    %9 = exp %x rounding<approx> : tile<f32>
    %10 = tanh %x rounding<approx> : tile<f32>
    %11 = tanh %x : tile<f32>
    %12 = exp2 %x flush_to_zero : tile<f32>
    %13 = atan2 %h, %h : tile<f16>
    %14 = cosh %d : tile<f64>
    %15 = sin %x : tile<f32>
    %16 = log2 %x : tile<f32>
    return
  }
}
