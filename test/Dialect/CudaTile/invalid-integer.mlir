// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

// Every verifier rule and type constraint of the integer and bitwise ops: one failing
// example each, with the exact diagnostic.

// addi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = addi %a, %a : tile<f32>
  }
}

// -----

// subi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.subi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = subi %a, %a : tile<f32>
  }
}

// -----

// muli takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.muli' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = muli %a, %a : tile<f32>
  }
}

// -----

// shli takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.shli' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = shli %a, %a : tile<f32>
  }
}

// -----

// mulhii takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.mulhii' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = mulhii %a, %a : tile<f32>
  }
}

// -----

// andi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.andi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = andi %a, %a : tile<f32>
  }
}

// -----

// ori takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.ori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = ori %a, %a : tile<f32>
  }
}

// -----

// xori takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.xori' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = xori %a, %a : tile<f32>
  }
}

// -----

// divi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.divi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = divi %a, %a signed : tile<f32>
  }
}

// -----

// remi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.remi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = remi %a, %a signed : tile<f32>
  }
}

// -----

// maxi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.maxi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = maxi %a, %a signed : tile<f32>
  }
}

// -----

// mini takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.mini' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = mini %a, %a signed : tile<f32>
  }
}

// -----

// shri takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.shri' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = shri %a, %a signed : tile<f32>
  }
}

// -----

// absi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.absi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = absi %a : tile<f32>
  }
}

// -----

// negi takes integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.negi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = negi %a : tile<f32>
  }
}

// -----

// Negation is signed: an unsigned no-wrap promise is refused (no_wrap, which
// also promises no signed wrap, is accepted).
cuda_tile.module @m {
  entry @k(%a: tile<i32>) {
    %0 = negi %a overflow<no_wrap> : tile<i32>
    // expected-error @+1 {{'cuda_tile.negi' op 'no_unsigned_wrap' overflow flag is not supported}}
    %1 = negi %a overflow<no_unsigned_wrap> : tile<i32>
  }
}

// -----

// cmpi compares integer tiles only.
cuda_tile.module @m {
  entry @k(%a: tile<f32>) {
    // expected-error @+1 {{'cuda_tile.cmpi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<f32>'}}
    %0 = cmpi equal %a, %a, signed : tile<f32> -> tile<i1>
  }
}

// -----

// Integer arithmetic has no i4: i4 tiles are only widened or narrowed.
cuda_tile.module @m {
  entry @k() {
    %q = constant <i4: 1> : tile<4xi4>
    // expected-error @+1 {{'cuda_tile.addi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xi4>'}}
    %0 = addi %q, %q : tile<4xi4>
  }
}

// -----

// No i4 for bitwise ops either.
cuda_tile.module @m {
  entry @k() {
    %q = constant <i4: 1> : tile<4xi4>
    // expected-error @+1 {{'cuda_tile.andi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xi4>'}}
    %0 = andi %q, %q : tile<4xi4>
  }
}

// -----

// No i4 comparisons.
cuda_tile.module @m {
  entry @k() {
    %q = constant <i4: 1> : tile<4xi4>
    // expected-error @+1 {{'cuda_tile.cmpi' op operand #0 must be tile of i1 or i8 or i16 or i32 or i64 values, but got '!cuda_tile.tile<4xi4>'}}
    %0 = cmpi equal %q, %q, signed : tile<4xi4> -> tile<4xi1>
  }
}

// -----

// Operands of addi have one type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %s: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.addi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.addi"(%i, %s) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i32>
  }
}

// -----

// The result of muli has the operand type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.muli' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.muli"(%i, %i) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
  }
}

// -----

// Operands of mulhii have one type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %s: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.mulhii' op failed to verify that all of {x, y, result} have same type}}
    %0 = "cuda_tile.mulhii"(%i, %s) : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i32>
  }
}

// -----

// Operands of xori have one type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %s: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.xori' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.xori"(%s, %i) : (!cuda_tile.tile<i16>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i16>
  }
}

// -----

// Operands of divi have one type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %s: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.divi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.divi"(%i, %s) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i32>
  }
}

// -----

// Operands of maxi have one type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %s: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.maxi' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.maxi"(%i, %s) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i32>
  }
}

// -----

// Shapes must match too.
cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 1> : tile<4xi32>
    %y = constant <i32: 1> : tile<2x2xi32>
    // expected-error @+1 {{'cuda_tile.shli' op failed to verify that all of {lhs, rhs, result} have same type}}
    %0 = "cuda_tile.shli"(%x, %y) : (!cuda_tile.tile<4xi32>, !cuda_tile.tile<2x2xi32>) -> !cuda_tile.tile<4xi32>
  }
}

// -----

// negi keeps its type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.negi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.negi"(%i) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i64>
  }
}

// -----

// absi keeps its type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.absi' op failed to verify that all of {source, result} have same type}}
    %0 = "cuda_tile.absi"(%i) : (!cuda_tile.tile<i32>) -> !cuda_tile.tile<i16>
  }
}

// -----

// Operands of cmpi have one type.
cuda_tile.module @m {
  entry @k(%i: tile<i32>, %s: tile<i16>) {
    // expected-error @+1 {{'cuda_tile.cmpi' op failed to verify that all of {lhs, rhs} have same type}}
    %0 = "cuda_tile.cmpi"(%i, %s) <{comparison_predicate = #cuda_tile.comparison_predicate<equal>, signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i16>) -> !cuda_tile.tile<i1>
  }
}

// -----

// cmpi yields i1.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.cmpi' op result #0 must be tile of i1 values, but got '!cuda_tile.tile<i32>'}}
    %0 = cmpi equal %i, %i, signed : tile<i32> -> tile<i32>
  }
}

// -----

// cmpi yields a tile of the operand shape.
cuda_tile.module @m {
  entry @k() {
    %x = constant <i32: 1> : tile<4xi32>
    // expected-error @+1 {{'cuda_tile.cmpi' op failed to verify that Result type has i1 element type and same shape as operands}}
    %0 = cmpi equal %x, %x, signed : tile<4xi32> -> tile<i1>
  }
}

// -----

// Unknown predicate.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{custom op 'cuda_tile.cmpi' expected 'comparison_predicate' to be one of: {'equal', 'not_equal', 'less_than', 'less_than_or_equal', 'greater_than', 'greater_than_or_equal'}}}
    %0 = cmpi lt %i, %i, signed : tile<i32> -> tile<i1>
  }
}

// -----

// cmpi needs a signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected ','}}
    %0 = cmpi less_than %i, %i : tile<i32> -> tile<i1>
  }
}

// -----

// Unknown signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{custom op 'cuda_tile.cmpi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = cmpi less_than %i, %i, signless : tile<i32> -> tile<i1>
  }
}

// -----

// cmpi has no ordering.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected SSA operand}}
    %0 = cmpi less_than ordered %i, %i, signed : tile<i32> -> tile<i1>
  }
}

// -----

// maxi needs a signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+2 {{custom op 'cuda_tile.maxi' expected valid keyword}}
    // expected-error @+1 {{custom op 'cuda_tile.maxi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = maxi %i, %i : tile<i32>
  }
}

// -----

// divi needs a signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{custom op 'cuda_tile.divi' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = divi %i, %i rounding<zero> : tile<i32>
  }
}

// -----

// Unknown signedness.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{custom op 'cuda_tile.shri' expected signedness to be one of: {'signed', 'unsigned'}}}
    %0 = shri %i, %i arithmetic : tile<i32>
  }
}

// -----

// Unknown overflow keyword.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+2 {{custom op 'cuda_tile.addi' expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @+1 {{custom op 'cuda_tile.addi' failed to parse CudaTile_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::cuda_tile::IntegerOverflow`}}
    %0 = addi %i, %i overflow<nsw> : tile<i32>
  }
}

// -----

// Unknown overflow keyword.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+2 {{custom op 'cuda_tile.negi' expected ::mlir::cuda_tile::IntegerOverflow to be one of: none, no_signed_wrap, no_unsigned_wrap, no_wrap}}
    // expected-error @+1 {{custom op 'cuda_tile.negi' failed to parse CudaTile_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::cuda_tile::IntegerOverflow`}}
    %0 = negi %i overflow<wrap> : tile<i32>
  }
}

// -----

// andi has no overflow modifier.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = andi %i, %i overflow<no_wrap> : tile<i32>
  }
}

// -----

// remi has no rounding modifier.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = remi %i, %i signed rounding<zero> : tile<i32>
  }
}

// -----

// mulhii has no signedness: it is unsigned.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{expected ':'}}
    %0 = mulhii %i, %i unsigned : tile<i32>
  }
}

// -----

// Unknown rounding keyword.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+2 {{custom op 'cuda_tile.divi' expected ::mlir::cuda_tile::RoundingMode to be one of: nearest_even, zero, negative_inf, positive_inf, approx, full, nearest_int_to_zero}}
    // expected-error @+1 {{custom op 'cuda_tile.divi' failed to parse CudaTile_RoundingModeAttr parameter 'value' which is to be a `::mlir::cuda_tile::RoundingMode`}}
    %0 = divi %i, %i signed rounding<floor> : tile<i32>
  }
}

// -----

// divi rounds toward zero, positive_inf or negative_inf only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divi' op invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %i, %i signed rounding<nearest_even> : tile<i32>
  }
}

// -----

// divi rounds toward zero, positive_inf or negative_inf only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divi' op invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %i, %i signed rounding<approx> : tile<i32>
  }
}

// -----

// divi rounds toward zero, positive_inf or negative_inf only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divi' op invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %i, %i signed rounding<full> : tile<i32>
  }
}

// -----

// divi rounds toward zero, positive_inf or negative_inf only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divi' op invalid rounding mode specified, expect one of [zero, negative_inf, positive_inf]}}
    %0 = divi %i, %i signed rounding<nearest_int_to_zero> : tile<i32>
  }
}

// -----

// divi rounding<negative_inf> is for signed division only.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = divi %i, %i unsigned rounding<negative_inf> : tile<i32>
  }
}

// -----

// The same rule on the generic form.
cuda_tile.module @m {
  entry @k(%i: tile<i32>) {
    // expected-error @+1 {{'cuda_tile.divi' op rounding mode 'negative_inf' is not allowed with 'unsigned' flag}}
    %0 = "cuda_tile.divi"(%i, %i) <{rounding = #cuda_tile.rounding<negative_inf>, signedness = #cuda_tile.signedness<unsigned>}> : (!cuda_tile.tile<i32>, !cuda_tile.tile<i32>) -> !cuda_tile.tile<i32>
  }
}
