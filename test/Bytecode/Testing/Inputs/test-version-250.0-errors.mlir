// Input of test-version-250.0.mlir: what 250.0 cannot carry.
cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{attribute 'new_param' requires bytecode version 250.1+, but targeting 250.0}}
    testing$bytecode_test_new_attribute new_param = 7
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    // expected-error @below {{optional attribute 'new_flag' is provided but requires bytecode version 250.1, targeting 250.0}}
    testing$bytecode_test_new_attribute new_flag
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %in = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{optional attribute 'new_attr' is provided but requires bytecode version 250.1, targeting 250.0}}
    %0 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) new_attr = 1 -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %in = constant <f32: 1.0> : tile<2xf32>
    %t = make_token : token
    // expected-error @below {{optional operand 'optional_token' is provided but requires bytecode version 250.1, targeting 250.0}}
    %0 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) token = %t : token -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %in = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{result 'result_token' requires bytecode version 250.1 but is being used and targeting 250.0}}
    %0 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) -> token
    %1 = join_tokens %0, %0 : token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %in = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{enum value for attribute 'priority' is not available in bytecode version 250.0}}
    %0 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) priority = #cuda_tile.testing$bytecode_test_priority<high> -> token
    return
  }
}

// -----

cuda_tile.module @m {
  entry @e() {
    %in = constant <f32: 1.0> : tile<2xf32>
    // expected-error @below {{optional attribute 'test_attr' is provided but requires bytecode version 250.1, targeting 250.0}}
    %0 = testing$bytecode_test_evolution(%in : !cuda_tile.tile<2xf32>) test_attr = #cuda_tile.testing$bytecode_test_value<1> -> token
    return
  }
}
