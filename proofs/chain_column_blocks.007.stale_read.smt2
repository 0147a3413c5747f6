; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_2.x_ptr: stale read (slice_scatter_2 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_2 x_ptr=slice_7, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r586_byte () Int)
(declare-fun r586_1 () Int)
(declare-fun r586_0 () Int)
(declare-fun byte () Int)
(declare-fun w587_byte () Int)
(declare-fun w587_1 () Int)
(declare-fun w587_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s588_byte () Int)
(declare-fun s588_1 () Int)
(declare-fun s588_0 () Int)
(assert
 (let ((?x751 (+ 0 (* 4 (+ 0 (+ (* r586_0 32) (* r586_1 1)))))))
 (and (and (>= r586_0 0) (< r586_0 8)) (and (>= r586_1 0) (< r586_1 32)) (and (>= r586_byte 0) (< r586_byte 4)) (= byte (+ ?x751 r586_byte)))))
(assert
 (let ((?x562 (+ 0 (* 4 (+ 16 (+ (* w587_0 32) (* w587_1 1)))))))
 (and (and (>= w587_0 0) (< w587_0 8)) (and (>= w587_1 0) (< w587_1 8)) (and (>= w587_byte 0) (< w587_byte 4)) (= byte (+ ?x562 w587_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x751 (+ 0 (* 4 (+ 0 (+ (* r586_0 32) (* r586_1 1)))))))
 (= observed (+ ?x751 held_byte))))
(assert
 (let ((?x234 (+ 0 (* 4 (+ 0 (+ (* s588_0 32) (* s588_1 1)))))))
 (and (and (>= s588_0 0) (< s588_0 8)) (and (>= s588_1 0) (< s588_1 32)) (and (>= s588_byte 0) (< s588_byte 4)) (= observed (+ ?x234 s588_byte)))))
(assert
 (let (($x494 (= (mod (mod (- (div (- byte 0) 4) 16) 32) 1) 0)))
 (let (($x182 (< (div (mod (- (div (- byte 0) 4) 16) 32) 1) 8)))
 (let (($x479 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 32) 8) $x182 $x494)))
 (let (($x1031 (or false)))
 (or $x1031 (not $x479)))))))
(assert
 (let (($x1306 (= (mod (mod (- (div (- observed 0) 4) 24) 32) 1) 0)))
(let (($x1260 (< (div (mod (- (div (- observed 0) 4) 24) 32) 1) 8)))
(let (($x970 (and (>= (- (div (- observed 0) 4) 24) 0) (< (div (- (div (- observed 0) 4) 24) 32) 8) $x1260 $x1306)))
(let (($x1031 (or false)))
(or $x1031 (not $x970)))))))
(check-sat)
