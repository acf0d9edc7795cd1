//===- ArgumentBinding.h - tile-run's --arg/--out to parameters -*- C++ -*-===//
//
// tile-run binds its `--arg` values and `--out` files to kernel parameters
// by position, by index (`2=`, `arg2=`) or by the parameter's name in the
// kernel's text (`%x` is `x=`). These are those rules, apart from the tool
// so that they can be tested alone.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_TOOLS_TILERUN_ARGUMENTBINDING_H
#define TILEIR_TOOLS_TILERUN_ARGUMENTBINDING_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::tileir {

/// The parameters of a kernel as the command line may name them.
class ParameterNames {
public:
  /// `names[i]` is parameter i's name without `%` (empty when unknown, as
  /// for kernels read from bytecode, which keeps no names); `types[i]` its
  /// type as messages show it.
  ParameterNames(unsigned count, std::vector<std::string> names = {},
                 std::vector<std::string> types = {});

  unsigned size() const { return count; }

  /// The parameter `head` names: `IDX`, `argIDX` or a name. On failure,
  /// `error` says why (an index out of range, an unknown name).
  std::optional<unsigned> lookup(llvm::StringRef head,
                                 std::string &error) const;

  /// `'name' (IDX)` or `IDX` for messages.
  std::string describe(unsigned index) const;

  /// The type of parameter `index` as given, or an empty string.
  const std::string &getTypeName(unsigned index) const { return types[index]; }

private:
  unsigned count;
  std::vector<std::string> names;
  std::vector<std::string> types;
};

/// Splits `HEAD=VALUE` when the spec starts with something that can name a
/// parameter (digits or an identifier); otherwise the whole spec is a value
/// (so `@dir/a=b.npy` stays a file name).
std::optional<std::pair<llvm::StringRef, llvm::StringRef>>
splitNamedSpec(llvm::StringRef spec);

/// Binds `--arg` specs to parameters. Named specs take their parameter; the
/// others take, in order, the parameters not named. Returns the value of
/// every parameter, or nothing with `error` set (a parameter given twice,
/// too many values, a parameter without one).
std::optional<std::vector<std::string>>
bindArguments(llvm::ArrayRef<std::string> specs, const ParameterNames &names,
              std::string &error);

/// One `--out HEAD[.K]=@file.npy`: parameter, list element (if `.K`) and
/// path.
struct OutputBinding {
  unsigned parameter;
  std::optional<unsigned> element;
  std::string path;
};

/// Parses an `--out` spec; on failure `error` says why.
std::optional<OutputBinding> parseOutputSpec(llvm::StringRef spec,
                                             const ParameterNames &names,
                                             std::string &error);

} // namespace mlir::tileir

#endif // TILEIR_TOOLS_TILERUN_ARGUMENTBINDING_H
