//===- ArgumentBinding.cpp - tile-run's --arg/--out to parameters ---------===//

#include "tileir/Tools/TileRun/ArgumentBinding.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

using namespace mlir;
using namespace mlir::tileir;

ParameterNames::ParameterNames(unsigned count, std::vector<std::string> names,
                               std::vector<std::string> types)
    : count(count), names(std::move(names)), types(std::move(types)) {
  this->names.resize(count);
  this->types.resize(count);
}

/// MLIR's SSA names: a letter or one of `_$.-` first, then also digits.
static bool isIdentifier(llvm::StringRef text) {
  auto isNameChar = [](char c) {
    return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
  };
  return !text.empty() && !llvm::isDigit(text.front()) &&
         llvm::all_of(text, isNameChar);
}

std::optional<unsigned> ParameterNames::lookup(llvm::StringRef head,
                                               std::string &error) const {
  // A name wins over the `argIDX` spelling: a kernel may name a parameter
  // `%arg1` that is not parameter 1.
  for (auto [i, name] : llvm::enumerate(names))
    if (!name.empty() && name == head)
      return unsigned(i);
  llvm::StringRef digits = head;
  digits.consume_front("arg");
  unsigned index;
  if (!digits.empty() && llvm::all_of(digits, llvm::isDigit) &&
      !digits.getAsInteger(10, index)) {
    if (index < count)
      return index;
    error = ("parameter " + llvm::Twine(index) + " but the kernel takes " +
             llvm::Twine(count) + " parameters")
                .str();
    return std::nullopt;
  }
  std::string known;
  for (const std::string &name : names)
    if (!name.empty())
      known += (known.empty() ? "" : ", ") + name;
  error = "no parameter named '" + head.str() + "' (" +
          (known.empty() ? std::string("the kernel's parameters have no "
                                       "names; use their index")
                         : "parameters: " + known) +
          ")";
  return std::nullopt;
}

std::string ParameterNames::describe(unsigned index) const {
  if (index < names.size() && !names[index].empty())
    return "'" + names[index] + "' (" + std::to_string(index) + ")";
  return std::to_string(index);
}

std::optional<std::pair<llvm::StringRef, llvm::StringRef>>
mlir::tileir::splitNamedSpec(llvm::StringRef spec) {
  size_t equal = spec.find('=');
  if (equal == llvm::StringRef::npos)
    return std::nullopt;
  llvm::StringRef head = spec.take_front(equal);
  bool isIndex = !head.empty() && llvm::all_of(head, llvm::isDigit);
  if (!isIndex && !isIdentifier(head))
    return std::nullopt;
  return std::make_pair(head, spec.drop_front(equal + 1));
}

std::optional<std::vector<std::string>>
mlir::tileir::bindArguments(llvm::ArrayRef<std::string> specs,
                            const ParameterNames &names, std::string &error) {
  std::vector<std::optional<std::string>> values(names.size());
  // Named values first, so that the others fill the parameters left over
  // wherever they stand on the command line.
  std::vector<llvm::StringRef> positional;
  for (llvm::StringRef spec : specs) {
    auto named = splitNamedSpec(spec);
    if (!named) {
      positional.push_back(spec);
      continue;
    }
    std::optional<unsigned> index = names.lookup(named->first, error);
    if (!index) {
      error = "--arg " + spec.str() + ": " + error;
      return std::nullopt;
    }
    if (values[*index]) {
      error = "parameter " + names.describe(*index) + " is given twice";
      return std::nullopt;
    }
    values[*index] = named->second.str();
  }
  unsigned next = 0;
  for (llvm::StringRef spec : positional) {
    while (next < values.size() && values[next])
      ++next;
    if (next == values.size()) {
      error = "too many arguments: the kernel takes " +
              std::to_string(names.size()) + " parameters (extra value '" +
              spec.str() + "')";
      return std::nullopt;
    }
    values[next] = spec.str();
  }
  std::vector<std::string> result;
  for (auto [i, value] : llvm::enumerate(values)) {
    if (!value) {
      const std::string &type = names.getTypeName(i);
      error = "no value for parameter " + names.describe(i) +
              (type.empty() ? "" : " of type " + type) + " (got " +
              std::to_string(specs.size()) + " arguments for " +
              std::to_string(names.size()) + " parameters)";
      return std::nullopt;
    }
    result.push_back(*value);
  }
  return result;
}

std::optional<OutputBinding>
mlir::tileir::parseOutputSpec(llvm::StringRef spec,
                              const ParameterNames &names, std::string &error) {
  auto fail = [&](const llvm::Twine &why) -> std::optional<OutputBinding> {
    error = ("--out " + spec + ": " + why).str();
    return std::nullopt;
  };
  auto [head, path] = spec.split('=');
  if (!spec.contains('=') || !path.consume_front("@") || path.empty())
    return fail("expected PARAM=@file.npy or PARAM.K=@file.npy (PARAM an "
                "index or a parameter name)");
  OutputBinding binding;
  binding.path = path.str();
  // `HEAD.K` names array K of a list, unless HEAD.K is itself a name.
  std::string lookupError;
  if (std::optional<unsigned> index = names.lookup(head, lookupError)) {
    binding.parameter = *index;
    return binding;
  }
  auto [base, elementText] = head.rsplit('.');
  unsigned element;
  if (head.contains('.') && !elementText.getAsInteger(10, element)) {
    std::optional<unsigned> index = names.lookup(base, lookupError);
    if (!index)
      return fail(lookupError);
    binding.parameter = *index;
    binding.element = element;
    return binding;
  }
  return fail(lookupError);
}
