; program reordered_old_read, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (mul reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=arg0_1, carried)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r123_byte () Int)
(declare-fun r123_0 () Int)
(declare-fun byte () Int)
(declare-fun w124_byte () Int)
(declare-fun w124_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s125_byte () Int)
(declare-fun s125_0 () Int)
(assert
 (let (($x54 (= byte (+ (+ 0 (* 4 (+ 0 (* r123_0 1)))) r123_byte))))
 (and (and (>= r123_0 0) (< r123_0 16)) (and (>= r123_byte 0) (< r123_byte 4)) $x54)))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 0 (* w124_0 1)))) w124_byte))))
 (and (and (>= w124_0 0) (< w124_0 16)) (and (>= w124_byte 0) (< w124_byte 4)) $x42)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r123_0 1)))) held_byte)))
(assert
 (let (($x215 (= observed (+ (+ 0 (* 4 (+ 0 (* s125_0 1)))) s125_byte))))
(and (and (>= s125_0 0) (< s125_0 16)) (and (>= s125_byte 0) (< s125_byte 4)) $x215)))
(check-sat)
