// The constant literal parser: every literal either denotes exactly the value
// written, in the tile's element type and shape, or is refused where it
// stands. Nothing wraps or converts silently.

// RUN: tile-opt --no-implicit-module %s --split-input-file --verify-diagnostics

cuda_tile.module @m {
  entry @k() {
    // A negative literal below the signed range used to wrap (-200 became 56).
    // expected-error @+1 {{integer constant out of range for type 'i8' (-200)}}
    %0 = constant <i8: -200> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // Signless: 255 is the unsigned reading of the same byte, 256 is not.
    %0 = constant <i8: 255> : tile<i8>
    // expected-error @+1 {{integer constant out of range for type 'i8' (256)}}
    %1 = constant <i8: [255, 256]> : tile<2xi8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    %0 = constant <i16: -32768> : tile<i16>
    // expected-error @+1 {{integer constant out of range for type 'i16' (-32769)}}
    %1 = constant <i16: -32769> : tile<i16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // `true` used to become -1 in an i8.
    // expected-error @+1 {{expected integer value (only i1 constants are spelled true or false)}}
    %0 = constant <i8: true> : tile<i8>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{expected integer value of type 'i32'}}
    %0 = constant <i32: abc> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{float constant out of range for type 'f16' (the bit pattern is wider than the type)}}
    %0 = constant <f16: 0x12345> : tile<f16>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements (lists of one depth have 1 and 2 elements)}}
    %0 = constant <i32: [[1, 2], [3]]> : tile<2x2xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
    %0 = constant <i32: [1, 2, 3]> : tile<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{mismatch between the element type: 'f16' and the tile element type 'f32'}}
    %0 = constant <f16: 1.0> : tile<f32>
  }
}

// -----

// The literal's element type must be a number type.
cuda_tile.module @m {
  entry @k() {
    // expected-error @+1 {{expect element type to be one of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got '!cuda_tile.token'}}
    %0 = constant <token : 1> : tile<i32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // A constant is a tile; a builtin tensor is refused where the literal
    // starts, naming the element types a tile constant takes.
    // expected-error @+1 {{custom op 'cuda_tile.constant' result #0 must be tile of i1 or i8 or i16 or i32 or i64 or f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values, but got 'tensor<4xi32>' (tiles of i4 are accepted too)}}
    %0 = constant <i32: [1, 2, 3, 4]> : tensor<4xi32>
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // The same rule for the 13.1 drafts' dense<...> spelling.
    // expected-error @+1 {{result #0 must be tile of i1 or i8}}
    %0 = constant dense<1.5> : f32
  }
}

// -----

cuda_tile.module @m {
  entry @k() {
    // i4 is a constant element type too.
    %0 = constant <i4: [1, -2]> : tile<2xi4>
  }
}
