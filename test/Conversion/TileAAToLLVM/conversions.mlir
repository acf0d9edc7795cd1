// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_80" --convert-tileaa-to-llvm | FileCheck %s
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_89" --convert-tileaa-to-llvm | FileCheck %s --check-prefix=SM89
// RUN: tile-opt %s --convert-cuda-tile-to-tileaa="compute-capability=sm_90" --convert-tileaa-to-llvm | FileCheck %s --check-prefix=SM90

// The float formats LLVM has no type for are rounded with integer
// arithmetic on the f32 bit pattern (FloatConversions.cpp; a unit test
// compares that IR with the interpreter bit for bit).
cuda_tile.module @m {
  // f32 -> f8E4M3FN: rebias by (127 - 7) << 23 = 1006632960, keep 20 extra
  // bits, round to nearest even; overflow and Inf saturate to 0x7E (448),
  // NaN becomes +0x7E; the sign goes back to bit 7.
  // CHECK-LABEL: llvm.func @narrow(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[D:[^:]+]]: f64)
  // CHECK: %[[BITS:.+]] = llvm.bitcast %[[X]] : f32 to i32
  // CHECK: %[[MAG:.+]] = llvm.and %[[BITS]], %{{.+}} : i32
  // CHECK: %[[REBIAS:.+]] = llvm.mlir.constant(1006632960 : i32) : i32
  // CHECK: llvm.sub %[[MAG]], %[[REBIAS]] : i32
  // CHECK: llvm.mlir.constant(20 : i32) : i32
  // CHECK: %[[MAX:.+]] = llvm.mlir.constant(126 : i32) : i32
  // CHECK: %[[OVER:.+]] = llvm.icmp "ugt" %{{.+}}, %[[MAX]] : i32
  // CHECK: %[[E8:.+]] = llvm.trunc %{{.+}} : i32 to i8
  // f32 -> tf32 keeps f32 storage and f32's exponent range: to nearest even
  // it adds 0xFFF plus the kept last bit (bit 13) to the f32 bits and clears
  // the 13 dropped ones; NaN keeps its sign and its payload's high bits,
  // made quiet (0x400000).
  // CHECK: %[[TB:.+]] = llvm.bitcast %[[X]] : f32 to i32
  // CHECK: %[[LSB:.+]] = llvm.lshr %[[TB]], %{{.+}} : i32
  // CHECK: %[[KEPT:.+]] = llvm.and %[[LSB]], %{{.+}} : i32
  // CHECK: llvm.mlir.constant(4095 : i32) : i32
  // CHECK: %[[UP:.+]] = llvm.add %[[TB]], %{{.+}} : i32
  // CHECK: %[[SUM:.+]] = llvm.add %[[UP]], %[[KEPT]] : i32
  // CHECK: llvm.mlir.constant(-8192 : i32) : i32
  // CHECK: %[[R:.+]] = llvm.and %[[SUM]], %{{.+}} : i32
  // CHECK: llvm.mlir.constant(4194304 : i32) : i32
  // CHECK: %[[T:.+]] = llvm.select %{{.+}}, %{{.+}}, %[[R]] : i1, i32
  // CHECK-NEXT: llvm.bitcast %[[T]] : i32 to f32
  // f64 sources round once: toward zero to f32 plus a sticky bit for what
  // was dropped (round to odd), then the f32 rounding.
  // CHECK: %[[RZ:.+]] = llvm.call_intrinsic "llvm.nvvm.d2f.rz"(%[[D]]) : (f64) -> f32
  // CHECK: %[[BACK:.+]] = llvm.fpext %[[RZ]] : f32 to f64
  // CHECK: %[[STICKY:.+]] = llvm.fcmp "one" %[[BACK]], %[[D]] : f64
  // CHECK: llvm.bitcast %[[RZ]] : f32 to i32
  // CHECK: llvm.or %{{.+}}, %[[STICKY]] : i1
  // CHECK: llvm.trunc %{{.+}} : i32 to i8
  // From sm_89 f32 -> f8E4M3FN (and f8E5M2) to nearest even is one
  // cvt.rn.satfinite.e4m3x2.f32 (its low byte from the second operand),
  // whose saturation is the table's; its NaN becomes the table's 0x7E.
  // SM89-LABEL: llvm.func @narrow(
  // SM89-SAME: %[[X:[^:]+]]: f32
  // SM89: %[[Z:.+]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
  // SM89: %[[P:.+]] = llvm.call_intrinsic "llvm.nvvm.ff.to.e4m3x2.rn"(%[[Z]], %[[X]]) : (f32, f32) -> i16
  // SM89: %[[LOW:.+]] = llvm.trunc %[[P]] : i16 to i8
  // SM89: %[[NAN:.+]] = llvm.fcmp "uno" %[[X]], %[[X]] : f32
  // SM89: %[[TABLE:.+]] = llvm.mlir.constant(126 : i8) : i8
  // SM89: llvm.select %[[NAN]], %[[TABLE]], %[[LOW]] : i1, i8
  // Below sm_90 tf32 rounds with the integer arithmetic above.
  // SM89-NOT: llvm.nvvm.f2tf32
  // SM89: llvm.func
  // From sm_90 f32 -> tf32 to nearest even is one cvt.rn.tf32.f32; a NaN
  // gets the interpreter's bits (payload's high bits, made quiet) and the
  // low 13 bits are cleared.
  // SM90-LABEL: llvm.func @narrow(
  // SM90-SAME: %[[X:[^:]+]]: f32
  // SM90: llvm.call_intrinsic "llvm.nvvm.ff.to.e4m3x2.rn"
  // SM90: %[[C:.+]] = llvm.call_intrinsic "llvm.nvvm.f2tf32.rn"(%[[X]]) : (f32) -> i32
  // SM90-NEXT: %[[B:.+]] = llvm.bitcast %[[X]] : f32 to i32
  // SM90-NEXT: %[[N:.+]] = llvm.fcmp "uno" %[[X]], %[[X]] : f32
  // SM90-NEXT: %[[QB:.+]] = llvm.mlir.constant(4194304 : i32) : i32
  // SM90-NEXT: %[[Q:.+]] = llvm.or %[[B]], %[[QB]] : i32
  // SM90-NEXT: %[[S:.+]] = llvm.select %[[N]], %[[Q]], %[[C]] : i1, i32
  // SM90-NEXT: %[[MB:.+]] = llvm.mlir.constant(-8192 : i32) : i32
  // SM90-NEXT: %[[M:.+]] = llvm.and %[[S]], %[[MB]] : i32
  // SM90-NEXT: llvm.bitcast %[[M]] : i32 to f32
  entry @narrow(%x: tile<f32>, %d: tile<f64>) {
    %0 = ftof %x : tile<f32> -> tile<f8E4M3FN>
    %1 = ftof %x : tile<f32> -> tile<tf32>
    %2 = ftof %d : tile<f64> -> tile<f8E5M2>
    return
  }

  // Widening is exact: e4m3 normals are re-biased bits, subnormals m * 2^-9;
  // e5m2 is the high byte of an f16; tf32 already is an f32.
  // CHECK-LABEL: llvm.func @widen(
  // CHECK-SAME: %[[E:[^:]+]]: i8, %[[M:[^:]+]]: i8, %[[T:[^:]+]]: f32)
  // CHECK: llvm.zext %[[E]] : i8 to i32
  // CHECK: llvm.mlir.constant(0.001953125 : f32) : f32
  // CHECK: llvm.bitcast %{{.+}} : i32 to f32
  // CHECK: %[[W:.+]] = llvm.zext %[[M]] : i8 to i16
  // CHECK: %[[HI:.+]] = llvm.shl %[[W]], %{{.+}} : i16
  // CHECK: llvm.bitcast %[[HI]] : i16 to f16
  // CHECK-NOT: %[[T]]
  // CHECK: llvm.return
  entry @widen(%e: tile<f8E4M3FN>, %m: tile<f8E5M2>, %t: tile<tf32>) {
    %0 = ftof %e : tile<f8E4M3FN> -> tile<f32>
    %1 = ftof %m : tile<f8E5M2> -> tile<f16>
    %2 = ftof %t : tile<tf32> -> tile<f32>
    return
  }

  // ftoi `saturating` (13.4) to 32 or 64 bits is the cvt intrinsic of its
  // rounding (PTX cvt clamps and gives 0 for NaN); to 8 bits, or without
  // the flag, it is llvm.fpto[su]i.sat.
  // CHECK-LABEL: llvm.func @saturating(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[D:[^:]+]]: f64, %[[H:[^:]+]]: f16)
  // CHECK: llvm.call_intrinsic "llvm.nvvm.f2i.rz"(%[[X]]) : (f32) -> i32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.f2ui.rz"(%[[X]]) : (f32) -> i32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.d2ll.rz"(%[[D]]) : (f64) -> i64
  // CHECK: llvm.call_intrinsic "llvm.nvvm.d2ull.rz"(%[[D]]) : (f64) -> i64
  // CHECK: %[[HX:.+]] = llvm.fpext %[[H]] : f16 to f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.f2ll.rz"(%[[HX]]) : (f32) -> i64
  // CHECK: llvm.call_intrinsic "llvm.fptosi.sat"(%[[X]]) : (f32) -> i8
  // CHECK: llvm.call_intrinsic "llvm.fptosi.sat"(%[[X]]) : (f32) -> i32
  entry @saturating(%x: tile<f32>, %d: tile<f64>, %h: tile<f16>) {
    %0 = ftoi %x signed saturating : tile<f32> -> tile<i32>
    %1 = ftoi %x unsigned saturating : tile<f32> -> tile<i32>
    %2 = ftoi %d signed saturating : tile<f64> -> tile<i64>
    %3 = ftoi %d unsigned saturating : tile<f64> -> tile<i64>
    %4 = ftoi %h signed saturating : tile<f16> -> tile<i64>
    %5 = ftoi %x signed saturating : tile<f32> -> tile<i8>
    %6 = ftoi %x signed : tile<f32> -> tile<i32>
    return
  }

  // ftoi saturates with NaN -> 0 (llvm.fpto[su]i.sat). itof to formats a
  // single cvt does not reach rounds toward zero to f32 first, with the
  // sticky bit from converting back.
  // CHECK-LABEL: llvm.func @ints(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[I:[^:]+]]: i32, %[[L:[^:]+]]: i64, %[[E:[^:]+]]: i8)
  // CHECK: llvm.call_intrinsic "llvm.fptosi.sat"(%[[X]]) : (f32) -> i8
  // CHECK: llvm.call_intrinsic "llvm.fptoui.sat"(%{{.+}}) : (f32) -> i32
  // CHECK: %[[RZ:.+]] = llvm.call_intrinsic "llvm.nvvm.i2f.rz"(%[[I]]) : (i32) -> f32
  // CHECK: %[[BACK:.+]] = llvm.fptosi %[[RZ]] : f32 to i32
  // CHECK: llvm.icmp "ne" %[[BACK]], %[[I]] : i32
  // CHECK: llvm.bitcast %{{.+}} : i16 to bf16
  // CHECK: llvm.call_intrinsic "llvm.nvvm.ull2f.rz"(%[[L]]) : (i64) -> f32
  // CHECK: llvm.trunc %{{.+}} : i32 to i8
  // CHECK: llvm.sitofp %[[I]] : i32 to f32
  entry @ints(%x: tile<f32>, %i: tile<i32>, %l: tile<i64>, %e: tile<f8E4M3FN>) {
    %0 = ftoi %x signed : tile<f32> -> tile<i8>
    %1 = ftoi %e unsigned : tile<f8E4M3FN> -> tile<i32>
    %2 = itof %i signed : tile<i32> -> tile<bf16>
    %3 = itof %l unsigned : tile<i64> -> tile<f8E4M3FN>
    %4 = itof %i signed : tile<i32> -> tile<f32>
    return
  }

  // Constants of the emulated formats are their storage: f8 bit patterns
  // (1.5 = 0x3C, -2.0 in e5m2 = 0xC0) and tf32 values as f32.
  // CHECK-LABEL: llvm.func @consts(
  // CHECK: llvm.mlir.constant(60 : i8) : i8
  // CHECK: llvm.mlir.constant(3.000000e+00 : f32) : f32
  // CHECK: llvm.mlir.constant(-64 : i8) : i8
  entry @consts() {
    %0 = constant <f8E4M3FN: 1.5> : tile<f8E4M3FN>
    %1 = constant <tf32: 3.0> : tile<tf32>
    %2 = constant <f8E5M2: [1.0, -2.0]> : tile<2xf8E5M2>
    return
  }

  // Bit casts keep the bits; pack moves each element's bytes to the
  // positions of the memory image through shared memory.
  // CHECK-LABEL: llvm.func @casts(
  // CHECK-SAME: %[[X:[^:]+]]: f32, %[[L:[^:]+]]: i64)
  // CHECK: llvm.bitcast %[[X]] : f32 to i32
  // int_to_ptr makes a global pointer (Tile IR has no other memory), made
  // generic, so that its accesses become ld/st.global.
  // CHECK: %[[PG:.+]] = llvm.inttoptr %[[L]] : i64 to !llvm.ptr<1>
  // CHECK: %[[P:.+]] = llvm.addrspacecast %[[PG]] : !llvm.ptr<1> to !llvm.ptr
  // CHECK: llvm.ptrtoint %[[P]] : !llvm.ptr to i64
  // CHECK: nvvm.barrier0
  // CHECK: llvm.store %{{.+}}, %{{.+}} : f16, !llvm.ptr<3>
  // CHECK: nvvm.barrier0
  // CHECK: %[[H:.+]] = llvm.load %{{.+}} : !llvm.ptr<3> -> f16
  // CHECK: %[[HB:.+]] = llvm.bitcast %[[H]] : f16 to i16
  // CHECK: %[[SH:.+]] = llvm.lshr %[[HB]], %{{.+}} : i16
  // CHECK: llvm.trunc %[[SH]] : i16 to i8
  entry @casts(%x: tile<f32>, %l: tile<i64>) {
    %io = iota : tile<64xi16>
    %h = bitcast %io : tile<64xi16> -> tile<64xf16>
    %0 = bitcast %x : tile<f32> -> tile<i32>
    %1 = int_to_ptr %l : tile<i64> -> tile<ptr<f32>>
    %2 = ptr_to_int %1 : tile<ptr<f32>> -> tile<i64>
    %p = pack %h : tile<64xf16> -> tile<128xi8>
    %u = unpack %p : tile<128xi8> -> tile<64xf16>
    return
  }
}
