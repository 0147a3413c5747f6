; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r787_byte () Int)
(declare-fun r787_0 () Int)
(declare-fun byte () Int)
(declare-fun w788_byte () Int)
(declare-fun w788_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s789_byte () Int)
(declare-fun s789_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s790_byte () Int)
(declare-fun s790_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s791_byte () Int)
(declare-fun s791_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s792_byte () Int)
(declare-fun s792_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s793_byte () Int)
(declare-fun s793_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s794_byte () Int)
(declare-fun s794_0 () Int)
(assert
 (let (($x47 (= byte (+ (+ 0 (* 4 (+ 0 (* r787_0 1)))) r787_byte))))
 (and (and (>= r787_0 0) (< r787_0 16)) (and (>= r787_byte 0) (< r787_byte 4)) $x47)))
(assert
 (let (($x525 (= byte (+ (+ 0 (* 4 (+ 4 (* w788_0 1)))) w788_byte))))
 (and (and (>= w788_0 0) (< w788_0 4)) (and (>= w788_byte 0) (< w788_byte 4)) $x525)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r787_0 1)))) held_byte0)))
(assert
 (let (($x54 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s789_0 1)))) s789_byte))))
 (and (and (>= s789_0 0) (< s789_0 4)) (and (>= s789_byte 0) (< s789_byte 4)) $x54)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s789_0 1)))) held_byte1)))
(assert
 (let (($x94 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s790_0 1)))) s790_byte))))
 (and (and (>= s790_0 0) (< s790_0 16)) (and (>= s790_byte 0) (< s790_byte 4)) $x94)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s790_0 1)))) held_byte2)))
(assert
 (let (($x148 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s791_0 1)))) s791_byte))))
 (and (and (>= s791_0 0) (< s791_0 4)) (and (>= s791_byte 0) (< s791_byte 4)) $x148)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s791_0 1)))) held_byte3)))
(assert
 (let (($x586 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s792_0 1)))) s792_byte))))
 (and (and (>= s792_0 0) (< s792_0 16)) (and (>= s792_byte 0) (< s792_byte 4)) $x586)))
(assert
 (let (($x205 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x205)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s792_0 1)))) held_byte4)))
(assert
 (let (($x76 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s793_0 1)))) s793_byte))))
 (and (and (>= s793_0 0) (< s793_0 16)) (and (>= s793_byte 0) (< s793_byte 4)) $x76)))
(assert
 (let (($x259 (and (>= (- (div (- carried4 0) 4) 12) 0) (< (div (- (div (- carried4 0) 4) 12) 1) 4) (= (mod (- (div (- carried4 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x259)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s793_0 1)))) held_byte5)))
(assert
 (let (($x611 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s794_0 1)))) s794_byte))))
(and (and (>= s794_0 0) (< s794_0 16)) (and (>= s794_byte 0) (< s794_byte 4)) $x611)))
(check-sat)
