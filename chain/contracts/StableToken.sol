// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// @title StableToken, a 6-decimal dollar token for development chains
/// @notice Stands in for USDC on the local payment chain of tests and the
/// demo: OpenZeppelin ERC-20 with EIP-2612 permits and 6 decimals, minted
/// by its owner. No token logic is hand-written here.
contract StableToken is ERC20, ERC20Permit, Ownable {
    /// @param name_ the token's name ("USD Coin (dev)")
    /// @param symbol_ the token's symbol ("USDC")
    /// @param owner_ the account allowed to mint
    constructor(string memory name_, string memory symbol_, address owner_)
        ERC20(name_, symbol_)
        ERC20Permit(name_)
        Ownable(owner_)
    {}

    /// @notice 6, as USDC.
    function decimals() public pure override returns (uint8) {
        return 6;
    }

    /// @notice Creates `amount` (6 decimals) for `to`.
    /// @dev Owner only. Reverts with OwnableUnauthorizedAccount otherwise.
    /// @param to receiver of the new tokens
    /// @param amount amount in the smallest unit
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
