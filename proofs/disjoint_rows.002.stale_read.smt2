; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r42_byte () Int)
(declare-fun r42_1 () Int)
(declare-fun r42_0 () Int)
(declare-fun byte () Int)
(declare-fun w43_byte () Int)
(declare-fun w43_0 () Int)
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* r42_0 8) (* r42_1 1)))))))
 (and (and (>= r42_0 0) (< r42_0 4)) (and (>= r42_1 0) (< r42_1 8)) (and (>= r42_byte 0) (< r42_byte 4)) (= byte (+ ?x246 r42_byte)))))
(assert
 (let (($x224 (= byte (+ (+ 0 (* 4 (+ 16 (* w43_0 1)))) w43_byte))))
 (and (and (>= w43_0 0) (< w43_0 8)) (and (>= w43_byte 0) (< w43_byte 4)) $x224)))
(assert
 (let (($x90 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x51 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x199 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x51 $x90)))
(or (or false) (not $x199))))))
(check-sat)
