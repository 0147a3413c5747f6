; program softmax_two_heads, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r472_byte () Int)
(declare-fun r472_1 () Int)
(declare-fun r472_0 () Int)
(declare-fun byte () Int)
(declare-fun w473_byte () Int)
(declare-fun w473_1 () Int)
(declare-fun w473_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s474_byte () Int)
(declare-fun s474_1 () Int)
(declare-fun s474_0 () Int)
(assert
 (let ((?x1261 (+ 0 (* 4 (+ 0 (+ (* r472_0 32) (* r472_1 1)))))))
 (and (and (>= r472_0 0) (< r472_0 8)) (and (>= r472_1 0) (< r472_1 32)) (and (>= r472_byte 0) (< r472_byte 4)) (= byte (+ ?x1261 r472_byte)))))
(assert
 (let ((?x646 (+ 0 (* 4 (+ 0 (+ (* w473_0 32) (* w473_1 1)))))))
 (and (and (>= w473_0 0) (< w473_0 8)) (and (>= w473_1 0) (< w473_1 16)) (and (>= w473_byte 0) (< w473_byte 4)) (= byte (+ ?x646 w473_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1261 (+ 0 (* 4 (+ 0 (+ (* r472_0 32) (* r472_1 1)))))))
 (= observed (+ ?x1261 held_byte))))
(assert
 (let ((?x390 (+ 0 (* 4 (+ 0 (+ (* s474_0 32) (* s474_1 1)))))))
 (and (and (>= s474_0 0) (< s474_0 8)) (and (>= s474_1 0) (< s474_1 32)) (and (>= s474_byte 0) (< s474_byte 4)) (= observed (+ ?x390 s474_byte)))))
(assert
 (let (($x1037 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x1396 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x562 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 8) $x1396 $x1037)))
 (let (($x275 (or false)))
 (or $x275 (not $x562)))))))
(assert
 (let (($x970 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x1050 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 16)))
(let (($x1042 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 8) $x1050 $x970)))
(let (($x275 (or false)))
(or $x275 (not $x1042)))))))
(check-sat)
