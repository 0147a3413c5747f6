; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r588_byte () Int)
(declare-fun r588_1 () Int)
(declare-fun r588_0 () Int)
(declare-fun byte () Int)
(declare-fun w589_byte () Int)
(declare-fun w589_1 () Int)
(declare-fun w589_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s590_byte () Int)
(declare-fun s590_1 () Int)
(declare-fun s590_0 () Int)
(assert
 (let ((?x1401 (+ 0 (* 4 (+ 0 (+ (* r588_0 32) (* r588_1 1)))))))
 (and (and (>= r588_0 0) (< r588_0 8)) (and (>= r588_1 0) (< r588_1 32)) (and (>= r588_byte 0) (< r588_byte 4)) (= byte (+ ?x1401 r588_byte)))))
(assert
 (let ((?x216 (+ 0 (* 4 (+ 16 (+ (* w589_0 32) (* w589_1 1)))))))
 (and (and (>= w589_0 0) (< w589_0 8)) (and (>= w589_1 0) (< w589_1 8)) (and (>= w589_byte 0) (< w589_byte 4)) (= byte (+ ?x216 w589_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1401 (+ 0 (* 4 (+ 0 (+ (* r588_0 32) (* r588_1 1)))))))
 (= observed (+ ?x1401 held_byte))))
(assert
 (let ((?x411 (+ 0 (* 4 (+ 0 (+ (* s590_0 32) (* s590_1 1)))))))
 (and (and (>= s590_0 0) (< s590_0 8)) (and (>= s590_1 0) (< s590_1 32)) (and (>= s590_byte 0) (< s590_byte 4)) (= observed (+ ?x411 s590_byte)))))
(assert
 (let (($x49484 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x1072 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x41776 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x1072 $x49484)))
 (let (($x612 (or false)))
 (or $x612 (not $x41776)))))))
(assert
 (let (($x49420 (= (mod (mod (- (div (- observed 0) 4) 24) 32) 1) 0)))
(let (($x222 (< (div (mod (- (div (- observed 0) 4) 24) 32) 1) 8)))
(let (($x49454 (and (>= (- (div (- observed 0) 4) 24) 0) (< (div (- (div (- observed 0) 4) 24) 32) 8) $x222 $x49420)))
(let (($x612 (or false)))
(or $x612 (not $x49454)))))))
(check-sat)
