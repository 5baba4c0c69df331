// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @title FeeOnTransferToken, FOR TESTS ONLY
/// @notice A token that burns 1% of every transfer, so the receiver gets
/// less than was sent. Exists only for the tests of HTLC's fee-on-transfer
/// refusal; never deploy it anywhere else. Anyone may mint.
contract FeeOnTransferToken is ERC20 {
    constructor() ERC20("Fee On Transfer (test)", "FOT") {}

    /// @notice Creates `amount` for `to`; open to anyone (tests only).
    /// @param to receiver of the new tokens
    /// @param amount amount in wei
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @dev Burns 1% of each transfer between two accounts (mints and burns are untouched).
    function _update(address from, address to, uint256 value) internal override {
        if (from != address(0) && to != address(0)) {
            uint256 fee = value / 100;
            super._update(from, address(0), fee);
            value -= fee;
        }
        super._update(from, to, value);
    }
}
