// Writing an op, type or attribute value that the chosen version lacks
// fails with an error naming it and the version.
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.1 -split-input-file -verify-diagnostics %s -o /dev/null
// RUN: tile-translate --no-implicit-module -mlir-to-cudatilebc -bytecode-version=13.3 %s -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEWEST --allow-empty
// NEWEST-NOT: error

cuda_tile.module @m {
  entry @e() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{operation 'cuda_tile.atan2' is not available in bytecode version 13.1 (it requires 13.2+)}}
    %0 = atan2 %a, %a : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  // Reported without a location, as NVIDIA's writer does.
  // expected-error @unknown {{type 'Int4' requires bytecode version 13.3+, targeting 13.1}}
  entry @e(%a: tile<i4>) {
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %a = constant <f32: 1.0> : tile<4xf32>
    // expected-error @below {{attribute 'rounding_mode' requires bytecode version 13.3+, but targeting 13.1}}
    %0 = exp %a rounding<approx> : tile<4xf32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %a = constant <f16: 1.0> : tile<16x16xf16>
    // expected-error @below {{optional attribute 'fast_acc' is provided but requires bytecode version 13.3, targeting 13.1}}
    %0 = mmaf %a, %a, %a fast_acc : tile<16x16xf16>, tile<16x16xf16>, tile<16x16xf16>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{global `p` uses non-public symbol visibility, which cannot be encoded in bytecode version 13.1 (requires bytecode 13.3+)}}
  global private @p <i32: 1> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  // expected-error @below {{constant global `c` cannot be encoded in bytecode version 13.1 (the `constant` attribute requires bytecode 13.3+)}}
  global constant @c <i32: 1> : tile<1xi32>
}

// -----

cuda_tile.module @m {
  entry @e() {
    %a = constant <i32: 1> : tile<4xi32>
    // A defaulted attribute newer than the file is dropped while it holds
    // its default.
    %0 = negi %a : tile<4xi32>
    // expected-error @below {{attribute 'overflow' requires bytecode version 13.2+, but targeting 13.1}}
    %1 = negi %a overflow<no_signed_wrap> : tile<4xi32>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %t = make_token : token
    // expected-error @below {{optional operand 'token' is provided but requires bytecode version 13.2, targeting 13.1}}
    %0 = print_tko "x" token=%t -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{result 'result_token' requires bytecode version 13.2 but is being used and targeting 13.1}}
    %0 = print_tko "x" -> token
    %1 = join_tokens %0, %0 : token
    return
  }
}
