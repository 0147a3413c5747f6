; program rotary_qk_fused, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r305_byte () Int)
(declare-fun r305_1 () Int)
(declare-fun r305_0 () Int)
(declare-fun byte () Int)
(declare-fun w306_byte () Int)
(declare-fun w306_1 () Int)
(declare-fun w306_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s307_byte () Int)
(declare-fun s307_1 () Int)
(declare-fun s307_0 () Int)
(assert
 (let ((?x1050 (+ 0 (* 4 (+ 0 (+ (* r305_0 24) (* r305_1 1)))))))
 (and (and (>= r305_0 0) (< r305_0 8)) (and (>= r305_1 0) (< r305_1 24)) (and (>= r305_byte 0) (< r305_byte 4)) (= byte (+ ?x1050 r305_byte)))))
(assert
 (let ((?x319 (+ 0 (* 4 (+ 0 (+ (* w306_0 24) (* w306_1 1)))))))
 (and (and (>= w306_0 0) (< w306_0 8)) (and (>= w306_1 0) (< w306_1 8)) (and (>= w306_byte 0) (< w306_byte 4)) (= byte (+ ?x319 w306_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1050 (+ 0 (* 4 (+ 0 (+ (* r305_0 24) (* r305_1 1)))))))
 (= observed (+ ?x1050 held_byte))))
(assert
 (let ((?x191 (+ 0 (* 4 (+ 0 (+ (* s307_0 24) (* s307_1 1)))))))
 (and (and (>= s307_0 0) (< s307_0 8)) (and (>= s307_1 0) (< s307_1 24)) (and (>= s307_byte 0) (< s307_byte 4)) (= observed (+ ?x191 s307_byte)))))
(assert
 (let (($x419 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
 (let (($x970 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
 (let (($x323 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x970 $x419)))
 (let (($x1649 (or false)))
 (or $x1649 (not $x323)))))))
(assert
 (let (($x1174 (= (mod (mod (- (div (- observed 0) 4) 8) 24) 1) 0)))
(let (($x876 (< (div (mod (- (div (- observed 0) 4) 8) 24) 1) 8)))
(let (($x1653 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 24) 8) $x876 $x1174)))
(let (($x1649 (or false)))
(or $x1649 (not $x1653)))))))
(check-sat)
